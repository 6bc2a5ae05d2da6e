# De XLSX-werkmap (crates/xlsx): bladnamen, kolomkoppen en labels. Bladnamen hebben ten
# hoogste 31 tekens en geen van [ ] : * ? / \. Kostenregels en namen van opties komen uit
# report.ftl.

xlsx-sheet-inputs = Invoer
xlsx-sheet-profile = Profiel
xlsx-sheet-tco = TCO
xlsx-sheet-offers = Aanbiedingen
xlsx-sheet-checklist = Checklist
xlsx-sheet-cashflows = Kasstromen

xlsx-col-input = Invoer
xlsx-col-value = Waarde
xlsx-col-unit = Eenheid
xlsx-col-converted = In de valuta van de case
xlsx-col-name = Naam in formules
xlsx-col-note = Bron of opmerking
xlsx-col-item = Post
xlsx-col-formula = Werkmap (formule)
xlsx-col-gpucase = gpucase
xlsx-col-option = Optie

xlsx-unit-years = jaar
xlsx-unit-months = maanden
xlsx-unit-days = dagen
xlsx-unit-hours = u
xlsx-unit-minutes = min
xlsx-unit-hours-month = u/maand
xlsx-unit-gb-month = GB/maand
xlsx-unit-instance-hours = instance-u

xlsx-computed = berekend door gpucase
xlsx-computed-hybrid = berekend door gpucase: het aantal eigen GPU's met het laagste totaal (wijzig het om de kosten bij een ander aantal te zien)
xlsx-computed-growth = berekend door gpucase: de vraag groeit elk jaar; elk getal is dat van gpucase, jaar voor jaar
xlsx-lot = Aan het begin van jaar { $year } gereserveerde instances (een partij met eigen looptijden)
xlsx-grown-years = elke lopende post is het aandeel van elk jaar in het blok van de optie voor dat jaar op het blad ‘TCO per jaar’ (Σ jaar × 12 × (1 + wijziging)^(jaar − 1) / gewichten: het gemiddelde van de jaren waar de prijs niet verandert); eenmalige kosten en wat na de vergelijkingsperiode verschuldigd is, zijn die van het laatste jaar
xlsx-sheet-tco-years = TCO per jaar
xlsx-year-block = { $option }: de vergelijkingsperiode bij de vraag van jaar { $year }
xlsx-sheet-profile-year = Profiel jaar { $year }
xlsx-profile-year-title = Uurprofiel van jaar { $year }: de vraag van jaar 1 gegroeid met (1 + groei)^(jaar − 1), naar boven afgerond op hele GPU’s of replica’s
xlsx-profile-factor = Waarmee de vraag van jaar 1 in dit jaar wordt vermenigvuldigd
xlsx-in-measured-busy = Gemeten bezette aandeel van een productieve replica (gemiddelde SM-activiteit; 1 zonder metrics): de vraag groeit eerst in de rest
xlsx-computed-exchange = berekend door gpucase: elke betaling in een andere valuta tegen de koers van het jaar waarin ze valt, min dezelfde tegen de koers van vandaag; het kasstroomblad telt het maand voor maand op
xlsx-chosen-stage = Door gpucase gekozen stap: maand { $month }, { $cards } kaarten en { $servers } servers toegevoegd
xlsx-chosen-month = De maand ervan
xlsx-chosen-cards = De kaarten die erbij komen
xlsx-chosen-servers = De servers die erbij komen
xlsx-unknown = onbekend
xlsx-no-upper-bound = geen bovengrens
xlsx-no-offers = In deze case staan geen aanbiedingen op de shortlist.
xlsx-starts-derived = uit de inactieve perioden van het profiel

xlsx-in-case-id = Id van de case
xlsx-in-currency = Valuta van de case
xlsx-in-horizon = Vergelijkingsperiode
xlsx-in-discount-rate = Disconteringsvoet per jaar (0,08 = 8%)
xlsx-in-tax-rate = Winstbelasting (0,30 = 30%)
xlsx-in-tax-depreciation-years = Fiscale afschrijving van eigen servers (lineair)
xlsx-in-spares = Reserveservers of -instances boven de piek (1 = N+1)
xlsx-in-rent-staff-hours = Personeelsuren per maand per gehuurde instance
xlsx-in-second-stack-hours = Personeelsuren per maand voor twee stacks (hybride)
xlsx-in-staff-hour-rate = Tarief van zo’n personeelsuur
xlsx-in-rent-change = Jaarlijkse wijziging van huurtarieven zonder vaste verplichting (-0,10 = 10% minder per jaar)
xlsx-in-electricity-change = Jaarlijkse wijziging van de stroomprijs
xlsx-in-rent-weights = Huurtarieven: maanden gewogen met de prijs van hun jaar
xlsx-in-rent-factor = Huurtarieven: gemiddelde over de horizon, ten opzichte van vandaag
xlsx-in-electricity-weights = Stroom: maanden gewogen met de prijs van hun jaar
xlsx-in-electricity-factor = Stroom: gemiddelde over de horizon, ten opzichte van vandaag
xlsx-in-hours-per-year = Uren per jaar
xlsx-in-months = Maanden in de vergelijkingsperiode
xlsx-in-hours-in-period = Uren in de periode van het profiel
xlsx-in-periods = Profielperioden in de vergelijkingsperiode
xlsx-in-productive-gpu-hours = Productieve GPU-uren per periode
xlsx-in-rates = Wisselkoersen
xlsx-in-rate = { $from } naar { $to }
xlsx-in-rate-year = { $from } naar { $to }, jaar { $year }
xlsx-in-factor = Factor van { $from } naar { $to }
xlsx-in-workload = Workload
xlsx-in-fleet-gpus = GPU's waarop de dienst draait
xlsx-in-replica-gpus = GPU’s waarop één modelreplica draait, in de vloot die het profiel telt
xlsx-in-replica-memory = GPU-geheugen dat één replica in totaal nodig heeft (capaciteit geteld in bediende replica’s)
xlsx-in-gpu-memory = Geheugen per GPU
xlsx-in-gpu-memory-unknown = Geheugen per GPU niet vermeld: een replica wordt geteld op zoveel GPU’s als in de vloot van het profiel, en de optie komt niet in aanmerking
xlsx-in-gpus-per-replica = GPU’s waarop één replica hier draait (zo weinig mogelijk, een macht van twee, waarvan het geheugen haar bevat)
xlsx-in-storage = Persistente opslag
xlsx-in-egress = Uitgaand verkeer naar internet per maand
xlsx-in-growth = Jaarlijkse groei van de vraag vanaf jaar 2 (0,30 = 30% meer per jaar)
xlsx-in-schedule = Rooster waarop het profiel berust
xlsx-in-measured = Het profiel komt uit geïmporteerde metrics; het rooster hieronder wordt niet gebruikt.
xlsx-in-period = Periode
xlsx-period-generic = gemiddelde maand: { $hours } u, { $workdays } werkdagen
xlsx-period-calendar = { $month } ({ $zone })
xlsx-window = { $kind ->
    [interactive] interactief
   *[batch] batch
}, { $days ->
    [workdays] werkdagen
    [weekends] weekenden
   *[every_day] elke dag
}, { $start }:00 tot { $end }:00, { $gpus } GPU's
xlsx-in-own = Eigen servers: { $label }
xlsx-in-rent = Gehuurd: { $label }
xlsx-in-id = Id
xlsx-in-provider = Aanbieder
xlsx-in-gpus = GPU's
xlsx-in-purchase = Aankoopprijs
xlsx-in-licences = Softwarelicenties per jaar
xlsx-in-power = Gemiddeld elektrisch vermogen
xlsx-in-pue = PUE van de locatie
xlsx-in-kwh = Stroomprijs per kWh
xlsx-in-colocation = Rackruimte of colocatie per maand
xlsx-in-bandwidth = IP-transit of uplink per server per maand
xlsx-in-support = Hardwaresupport per jaar
xlsx-in-operating-hours = Personeelstijd voor beheer
xlsx-in-operating-rate = Tarief per personeelsuur
xlsx-in-service-life = Gebruiksduur
xlsx-in-residual = Restwaarde aan het einde van de gebruiksduur
xlsx-in-depreciation-years = Afschrijving tot de restwaarde, voor de waarde aan het einde van de periode
xlsx-in-resale-share = Doorverkoop aan het einde van de periode, aandeel van de aankoopprijs (0,30 = 30 %)
xlsx-in-slots = GPU-sleuven per server
xlsx-in-card-price = Prijs van een extra kaart
xlsx-in-card-power = Opgenomen vermogen van een extra kaart
xlsx-in-card-residual = Restwaarde van een extra kaart
xlsx-in-stage-month = Stap { $stage }: gekocht in maand
xlsx-in-stage-cards = Stap { $stage }: kaarten erbij
xlsx-in-stage-servers = Stap { $stage }: servers erbij
xlsx-in-stage-purchase = Stap { $stage }: betaalde prijs
xlsx-stage = Stap { $stage }: { $item }
xlsx-in-gpus-per-instance = GPU's per instance
xlsx-in-on-demand = Tarief per instance-uur (on-demand)
xlsx-in-boot = Opstarttijd per start
xlsx-in-model-load = Laadtijd van het model per start
xlsx-in-restart-hours = Uren per start (opstarten en model laden)
xlsx-in-storage-price = Opslag per GB per maand
xlsx-in-tier-up-to = Staffel { $tier } van het uitgaand verkeer: tot
xlsx-in-tier-price = Staffel { $tier } van het uitgaand verkeer: prijs per GB
xlsx-in-ipv4 = Openbaar IPv4-adres per maand
xlsx-in-setup = Eenmalige installatiekosten
xlsx-in-support-plan = Supportplan per maand
xlsx-in-support-share = Supportplan als aandeel van de rekenkosten
xlsx-model = Prijsmodel: { $model ->
    [on_demand_always] on-demand, elk uur toegewezen
    [on_demand_stopped] on-demand, gestopt bij inactiviteit
    [savings_plan] Savings Plan{ $term ->
        [0] {""}
        [one] , 1 jaar
       *[other] , { $term } jaar
    }{ $payment ->
        [partial_upfront] , gedeeltelijke vooruitbetaling
        [all_upfront] , volledige vooruitbetaling
        [no_upfront] , zonder vooruitbetaling
       *[none] {""}
    }
    [capacity_reservation] capaciteitsreservering
    [capacity_block] capaciteitsblokken
    [reserved] gereserveerde instances, effectief tarief
    [monthly_billed] per maand gefactureerd
   *[spot_batch] spot voor batch, on-demand voor interactief gebruik
}
xlsx-in-starts-per-day = Starts per dag met werk
xlsx-in-term = Looptijd
xlsx-in-plan-rate = Tarief per instance-uur binnen het plan
xlsx-in-commitment = Toezegging per uur
xlsx-in-usage = Instances binnen het plan
xlsx-usage = { $usage ->
    [always] elk uur toegewezen
   *[stopped_when_idle] gestopt bij inactiviteit
}
xlsx-in-payment = Betaling
xlsx-payment = { $payment ->
    [partial_upfront] gedeeltelijke vooruitbetaling: de helft van de toezegging van elke looptijd bij het begin, de rest per maand
    [all_upfront] volledige vooruitbetaling: de hele toezegging van elke looptijd bij het begin
   *[no_upfront] zonder vooruitbetaling: de toezegging per maand
}
xlsx-in-upfront-share = Deel van de toezegging van elke looptijd dat bij het begin wordt betaald
xlsx-upfront-per-term = Betaald bij het begin van elke looptijd (deel van de toezegging)
xlsx-in-reserved = Gereserveerde instances
xlsx-in-reserved-rate = Tarief per gereserveerd instance-uur
xlsx-in-upfront = Vooruitbetaling per instance en looptijd
xlsx-in-monthly-price = Prijs per instance en maand
xlsx-in-block-days = Lengte van één blok
xlsx-in-block-rate = Tarief per instance-uur in een blok
xlsx-in-spot-rate = Spottarief per instance-uur
xlsx-in-interruption = Extra uren door onderbrekingen (aandeel)
xlsx-in-hybrid = Hybride
xlsx-in-hybrid-own = Offerte voor eigen servers (basislast)
xlsx-in-hybrid-rent = Huuraanbieding voor de pieken
xlsx-in-hybrid-own-gpus = Eigen GPU's in de hybride optie

xlsx-profile-title = Workloadprofiel per uur: één rij per uur van de periode, herhaald over de vergelijkingsperiode
xlsx-profile-hours = Uren in de periode
xlsx-profile-productive-hours = Uren met ten minste één productieve GPU
xlsx-profile-productive-gpu-hours = Productieve GPU-uren
xlsx-profile-peak = Hoogste aantal productieve GPU's in één uur
xlsx-profile-share = Productief aandeel
xlsx-profile-hour = Uur
xlsx-profile-day = Dag
xlsx-profile-weekday = Weekdag (0 = maandag)
xlsx-profile-local-hour = Lokaal uur
xlsx-profile-workday = Werkdag (1 = ja)
xlsx-profile-productive = Productieve GPU's
xlsx-profile-batch = waarvan batch
xlsx-profile-queued = Wachtrij (GPU's)
xlsx-profile-own-served = GPU's bediend door { $id }
xlsx-profile-instances = Benodigde instances, { $id }
xlsx-profile-batch-instances = Batch-instances, { $id }
xlsx-profile-interactive-instances = Interactieve instances, { $id }
xlsx-profile-stopped-billed = Gefactureerde instance-uren bij stoppen bij inactiviteit, { $id } (berekend door gpucase)
xlsx-profile-hybrid-above = Hybride: GPU's boven het eigen aantal
xlsx-profile-hybrid-instances = Hybride: gehuurde instances

xlsx-starts = Starts per periode
xlsx-kept-running = Inactieve uren die doorlopen (korter dan een herstart, of geen start meer over die dag)
xlsx-spot-starts = Spot-starts per periode
xlsx-spot-kept-running = Inactieve spot-uren die doorlopen (onderbreking korter dan een herstart)
xlsx-blocks = Capaciteitsblokken geboekt over de horizon (elk één instantie)
xlsx-hybrid-table = Gehuurd deel bij elk aantal eigen GPU's
xlsx-rented-instance-hours = Gehuurde instance-uren per periode
xlsx-total = Totaal over de vergelijkingsperiode
xlsx-billed = Gefactureerde of beschikbare GPU-uren per periode
xlsx-productive-period = Bediende productieve GPU-uren per periode
xlsx-productive-horizon = Productieve GPU-uren over de vergelijkingsperiode
xlsx-cost-per-productive = Kosten per productief GPU-uur

xlsx-offer-provider = Aanbieder
xlsx-offer-id = Aanbieding
xlsx-offer-gpu = GPU
xlsx-offer-gpus = GPU's
xlsx-offer-isolation = Isolatie
xlsx-offer-allocation = GPU-toewijzing
xlsx-offer-host-status = Status van de host
xlsx-offer-location = Locatie
xlsx-offer-price = Prijs
xlsx-offer-currency = Valuta
xlsx-offer-period = Per
xlsx-offer-model = Prijsmodel
xlsx-offer-charges = Kosten buiten de prijs
xlsx-offer-price-date = Prijs gelezen op
xlsx-offer-source = Bron

xlsx-check-offer = Aanbieding
xlsx-check-question = Vraag
xlsx-check-answer = Antwoord
xlsx-check-source = Bron
xlsx-check-contradictions = Weersproken door
xlsx-not-eligible = Niet toegestaan volgens de eisen van de case

xlsx-cf-month = Maand (0 = nu; kosten van een maand aan het eind betaald)
xlsx-cf-present-value = Contante waarde tegen de disconteringsvoet
xlsx-cf-present-value-after-tax = Contante waarde tegen de disconteringsvoet, na belasting
xlsx-cf-after-tax = { $option } na belasting
xlsx-cf-nominal = Nominaal totaal
