# gpucase desktop UI, Dutch. Same ids and variables as locales/en/ui.ftl.
# Terms follow the Dutch source article (../shared/seeds) where it has them: aanbieding,
# provider, isolatie, GPU-toewijzing, geverifieerd, installatiekosten, gefactureerd; for
# cost terms: productief GPU-uur, productief aandeel, levenscycluskosten, gebruiksduur,
# capaciteitsreservering, capaciteitsblok, overstapkosten. Address: "je", as the article.

## Language
language-name = Nederlands
language-picker = Taal

## Library
library-title = Dossieroverzicht
library-tagline = GPU-capaciteit huren of kopen voor gelijkmatige inferentie: elke optie per productief GPU-uur.
library-new-example = Nieuw dossier op basis van het voorbeeld
library-new-blank = Nieuw leeg dossier
library-new-case = Nieuw dossier…
new-case-title = Nieuw dossier
new-case-id = Id (letters, cijfers, -, _ en .)
new-case-name = Naam
new-case-currency = Valuta van de resultaten
new-case-horizon = Jaren waarover de opties worden vergeleken
new-case-template = Werklast om mee te beginnen
new-case-template-office-hours = Kantooruren: werkdagen 08:00–18:00
new-case-template-around-the-clock = Dag en nacht: elke dag, de hele dag
new-case-template-office-and-nightly-batch = Kantooruren en een nachtelijke batch: werkdagen 08:00–18:00 en 01:00–05:00
new-case-gpus = GPU's die de werklast bezig houdt
new-case-create = Dossier aanmaken
new-case-cancel = Annuleren
library-open-file = .gpucase-bestand openen…
library-drop-hint = Of sleep een .gpucase-bestand naar een willekeurige plek in dit venster.
library-recent = Recente dossiers
library-empty = Nog geen opgeslagen dossiers. Begin met het voorbeeld of open een bestand.
library-case-meta = versie { $version }, opgeslagen op { $updated } UTC
file-filter = gpucase-dossier
csv-filter = CSV-bestand

## Workspace
workflow = Stappen
section-workload = Workload
section-offers = Aanbiedingen
section-metrics = Meetgegevens
section-tco = TCO
section-checklist = Checklist
section-decision = Besluit
section-report = Rapport
save = Opslaan
save-as = Opslaan als…
history = Versies
shortcut-save = Opslaan (Ctrl+S)
state-computing = Bezig met berekenen…
state-unsaved = Niet-opgeslagen wijzigingen
state-saved = Opgeslagen als versie { $version }
state-not-stored = Nog niet opgeslagen in het dossieroverzicht
dismiss = Sluiten
remove = Verwijderen
notice-error = Dat is niet gelukt: { $message }
notice-saved = Opgeslagen als versie { $version }.
notice-written = Opgeslagen in { $path }.
history-empty = Van dit dossier is nog geen versie opgeslagen.
history-version = Versie
history-saved-at = Opgeslagen (UTC)
history-saved-by = Door
history-unknown-author = onbekend
history-open = Openen
library-location-local = Lokale opslag: { $path }
library-location-team = Teamopslag: { $url } (rol { $role })
library-use-local = Lokale opslag gebruiken
library-use-team = Teamopslag gebruiken
team-connect = Verbinden met een teamopslag
team-url = Server-URL
team-url-hint = postgres://GEBRUIKER@HOST:5432/DATABASE, zonder het wachtwoord. Voeg ?sslmode=verify-full toe om TLS met een gecontroleerd certificaat te eisen.
team-password = Wachtwoord
team-local-catalog = De aanbiedingencatalogus in de lokale opslag houden
team-connect-go = Verbinden
team-connect-cancel = Annuleren
team-password-not-kept = Verbonden. De sleutelhanger van het systeem kon het wachtwoord niet bewaren, het wordt opnieuw gevraagd: { $reason }
library-copy-to-local = Naar de lokale opslag kopiëren
library-copy-to-team = Naar de teamopslag kopiëren
library-copied-to-local = ‘{ $name }’ is met alle versies naar de lokale opslag gekopieerd.
library-copied-to-team = ‘{ $name }’ is met alle versies naar de teamopslag gekopieerd.
history-role = Rol
history-approval = Goedkeuring
history-approved = Goedgekeurd door { $who } op { $when } UTC
history-approve = Goedkeuren
history-approve-version = Versie { $version } goedkeuren
stale-hint = Er is niets opgeslagen. Vergelijk uw niet-opgeslagen wijzigingen met de versie van uw collega, of sla ze op als nieuwe versie daarbovenop.
stale-compare = Vergelijken
stale-save-on-top = Daarbovenop opslaan

## Workload
workload-case = Dossier en workload
workload-windows = Productieve tijdvensters
workload-add-window = Tijdvenster toevoegen
workload-new-window = Nieuw tijdvenster
workload-profile = Profiel van de periode
field-case-name = Naam van het dossier
field-fleet-gpus = GPU’s bij piekbelasting
field-period = Periode
period-generic-month = Gemiddelde maand (730 u)
period-calendar-month = Kalendermaand in een tijdzone
field-period-hours = Uren in de periode
field-workdays = Werkdagen
field-month = Maand (JJJJ-MM)
field-time-zone = Tijdzone (IANA)
field-storage-gb = Persistente opslag (GB)
field-egress-gb = Uitgaand verkeer per maand (GB)
window-name = Naam
window-kind = Soort
window-kind-interactive = Interactief
window-kind-batch = Batch
window-days = Dagen
days-workdays = Werkdagen
days-weekends = Weekenden
days-every-day = Elke dag
window-start = Begin
window-end = Einde
window-gpus = GPU’s
window-remove = Tijdvenster verwijderen
figure-hours-in-period = Uren in de periode
figure-productive-hours = Productieve uren
figure-productive-gpu-hours = Productieve GPU-uren
figure-productive-share = Productief aandeel
week-title = Productieve GPU’s over de week
week-cell = { $day } { $hour }:00 uur, { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPU’s
}
day-mon = ma
day-tue = di
day-wed = wo
day-thu = do
day-fri = vr
day-sat = za
day-sun = zo

## TCO inputs
settings-title = Vergelijking
field-currency = Valuta van de resultaten
field-horizon-years = Vergelijkingsperiode (jaar)
field-exchange-rate = Koers { $from } → { $to }
field-exchange-rate-year = Koers { $from } → { $to }, jaar { $year }
field-rate-source = Bron van de koers
button-add-year-rate = Koers { $from } → { $to } voor een later jaar toevoegen
button-remove-year-rate = Koers van jaar { $year } verwijderen
field-rate-date = Koersdatum
field-hybrid = Hybride
hybrid-none = Geen hybride opzet
own-quote = Eigen
own-new-label = Nieuwe offerte voor eigen servers
add-own-quote = Offerte voor eigen servers toevoegen
import-own-quotes = Offertes voor eigen servers importeren (CSV)…
tco-export-xlsx = Exporteren naar Excel (XLSX)…
tco-xlsx-filter = Excel-werkmap
field-label = Omschrijving
field-gpus = GPU’s
field-purchase = Aanschafprijs
field-licences-per-year = Licenties per jaar
field-power-kw = Gemiddeld vermogen (kW)
field-pue = PUE
field-kwh-price = Prijs per kWh
field-colocation-per-month = Colocatie per maand
field-support-per-year = Support per jaar
field-operating-hours = Personeelsuren per maand
field-operating-rate = Uurtarief personeel
field-service-life = Gebruiksduur (jaar)
field-residual-value = Restwaarde
field-value-at-horizon = Waarde aan het einde van de periode
value-basis-book = Boekwaarde over de gebruiksduur
value-basis-depreciation = Boekwaarde over een afschrijvingsperiode
value-basis-resale = Geschatte doorverkoop
field-depreciation-years = Afschrijvingsperiode (jaren)
field-resale-share = Doorverkoop, aandeel van de aankoopprijs (0,30 = 30 %)
field-source = Bron van de cijfers
field-gpu-memory = Geheugen per GPU (GB)
field-bandwidth-per-month = IP-transit of uplink per server per maand ({ $currency })
field-billed-in-advance = Aan het begin van elke maand gefactureerd (vooraf), niet aan het eind
unknown-placeholder = niet opgegeven
field-interconnect = GPU-verbinding
field-domain-gpus = GPU's in één NVLink-domein
interconnect-unknown = niet opgegeven
interconnect-sxm = SXM met NVSwitch
interconnect-nvl = NVL-bruggen (PCIe-kaarten)
interconnect-pcie = PCIe zonder NVLink
field-free-slots = De server heeft vrije GPU-sleuven
field-slots = GPU-sleuven per server
field-card-price = Prijs van een extra kaart
field-card-power = Vermogen van een extra kaart (kW)
field-card-residual = Restwaarde van een extra kaart
stage-title = Stap { $stage }: later gekocht
field-stage-month = Maand van de horizon
field-stage-cards = Kaarten erbij
field-stage-servers = Servers erbij
field-stage-purchase = Betaalde prijs
add-stage = Latere aankoop toevoegen
field-discount-rate = Disconteringsvoet per jaar (%)
discount-none = geen: nominale bedragen
field-tax-rate = Winstbelasting (%)
field-tax-depreciation-years = Fiscale afschrijving van eigen servers (jaren)
tax-none = geen: contante waarden voor belasting
field-rent-change = Wijziging huurtarieven per jaar (%)
field-electricity-change = Wijziging stroomprijs per jaar (%)
field-rent-staff-hours = Personeelsuren per maand per gehuurde instance
field-second-stack-hours = Personeelsuren per maand voor twee stacks (hybride)
field-staff-hour-rate = Tarief van zo’n personeelsuur ({ $currency })
staff-none = geen
price-change-none = geen: prijzen van vandaag
field-demand-growth = Groei van de vraag per jaar (%)
demand-growth-none = geen: elk jaar dezelfde vraag
rent-offer = Huur
rent-new-label = Nieuwe huuraanbieding
add-rent-offer = Huuraanbieding toevoegen
field-provider = Provider
field-gpus-per-instance = GPU’s per instance
field-on-demand-rate = On-demand per instance-uur
field-boot-minutes = Opstarten (minuten)
field-model-load-minutes = Model laden (minuten)
charges = Kosten buiten de uurprijs
field-storage-per-gb-month = Opslag per GB per maand
field-ipv4-per-month = IPv4 per maand
field-setup-fee = Installatiekosten
field-support-per-month = Supportplan per maand
field-support-share = Support als aandeel van de computekosten
field-egress-tier = Uitgaand verkeer per GB tot { $gb } GB
field-egress-tier-rest = Uitgaand verkeer per GB daarboven
pricing-models = Prijsmodellen
add-pricing-model = Prijsmodel toevoegen
model-on_demand_always = On-demand, altijd toegewezen
model-on_demand_stopped = On-demand, gestopt bij inactiviteit
model-savings_plan = Savings Plan
model-capacity_reservation = Capaciteitsreservering
model-capacity_block = Capaciteitsblokken
model-spot_batch = Spot voor batch, on-demand voor interactief gebruik
model-reserved = Gereserveerde instances, effectief tarief
model-monthly_billed = Per maand gefactureerd
field-term-years = Looptijd (jaar)
field-plan-rate = Savings Plan-tarief per instance-uur
field-reserved-rate = Tarief per gereserveerd instance-uur
field-upfront = Vooruitbetaling per instance en looptijd
field-monthly-price = Prijs per instance en maand
rent-from-offers = Prijzen gelezen uit
rent-assumed = Aangenomen: geen aanbod vermeldt het; vul het zelf in
rent-withdrawn = uit de catalogus teruggetrokken
rent-departed = De case rekent in plaats daarvan met { $amount }: door u gewijzigd
field-commitment = Toezegging per uur
field-payment = Betaling
payment-no_upfront = Zonder vooruitbetaling: de toezegging per maand
payment-partial_upfront = Gedeeltelijke vooruitbetaling: de helft van de toezegging van elke looptijd bij het begin
payment-all_upfront = Volledige vooruitbetaling: de toezegging van elke looptijd bij het begin
field-reserved-instances = Gereserveerde instances
field-block-days = Bloklengte (dagen)
field-block-rate = Bloktarief per instance-uur
field-spot-rate = Spottarief per instance-uur
field-interruption-overhead = Overhead door onderbrekingen (aandeel)

## TCO results
results-title = Vergelijking over { $years } jaar
results-recommendation = Goedkoopst per productief GPU-uur: { $option }, met { $cost } per productief GPU-uur en { $total } in totaal.
results-not-eligible = niet toegestaan
results-nothing-to-compare = Voeg een offerte voor eigen servers of een huuraanbieding toe om te vergelijken.
column-option = Optie
column-total = Totaal
column-present-value = Contante waarde bij { $rate } per jaar
column-present-value-after-tax = Contante waarde bij { $rate } per jaar na belasting
column-billed = Gefactureerde GPU-u / periode
column-productive = Productieve GPU-u / periode
column-per-productive-hour = Per productief GPU-u
column-pv-per-productive-hour = Contante waarde per productief GPU-u
results-ranked-present-value = Gerangschikt op contante waarde per productief GPU-uur bij de disconteringsvoet van { $rate }.
results-ranked-nominal = Gerangschikt op kosten per productief GPU-uur; de case noemt geen disconteringsvoet.
column-actions = Acties
cheapest = goedkoopst

break-even-title = Break-evenpunt ten opzichte van eigen servers
break-even-below = { $option } is goedkoper dan { $own } bij een productief aandeel onder { $share }.
break-even-own-always = { $own } is bij elk productief aandeel goedkoper dan { $option }.
break-even-rent-always = { $option } is bij elk productief aandeel goedkoper dan { $own }.
break-even-cancels = { $option } blijft elk uur toegewezen, dus valt het productieve aandeel aan beide kanten weg: eigen servers kosten { $own } per GPU-uur gebruiksduur, huur kost { $rent } per gefactureerd GPU-uur.
chart-title = Kosten per productief GPU-uur naar productief aandeel
chart-caption = Vaste kosten blijven, gebruikskosten volgen het aandeel; het huidige aandeel is { $share }. Kruisjes markeren de break-evenpunten op de lijn van de eigen servers.
chart-share = Productief aandeel
chart-cost = { $currency } per productief GPU-uur (logaritmische schaal)
chart-break-even = Break-even met eigen servers

## Theme
theme-toggle = Wisselen tussen licht en donker
theme-dark = Donker thema
theme-light = Licht thema

## Offers
offers-refresh-offline = Vernieuwen uit opgenomen antwoorden
offers-refresh-live = Live vernieuwen
offers-refreshing = De provider-plug-ins draaien…
offers-refreshing-step = { $done } van { $total } plug-ins · { $step }
offers-cancel = Annuleren
offers-import-csv = Aanbiedingen importeren (CSV)…
offers-enter = Aanbieding invoeren
offers-remove = Verwijderen
entry-offer_id = Aanbiedings-ID
entry-source = Bron (URL of offertenummer)
entry-quoted_on = Offertedatum
entry-gpu = GPU volgens de aanbieding
entry-gpus = GPU’s
entry-vram_gb = GB per GPU
entry-country = Land (ISO-code)
entry-price = Prijs
entry-currency = Valuta
entry-period = Per
entry-period-hour = uur
entry-period-month = maand
entry-pricing_model = Prijsmodel
entry-allocation_share = Aandeel van de GPU (0–1)
entry-not-stated = Niet vermeld (onbekend)
entry-add = Aan de catalogus toevoegen
entry-cancel = Annuleren
offers-cancelling = Bezig met annuleren…
offers-count = { $count ->
    [one] { $count } aanbieding
   *[other] { $count } aanbiedingen
}, { $shortlisted } op de shortlist van dit dossier
offers-refresh-skipped-items = Overgeslagen items tonen
offers-refresh-done = { $plugin }: { $added } nieuw, { $changed } gewijzigd, { $unchanged } ongewijzigd, { $withdrawn } ingetrokken, { $refused } geweigerd
offers-refresh-failed = { $plugin }: mislukt, de laatste aanbiedingen blijven bewaard: { $error }
offers-filter-gpu = GPU-model
offers-filter-vram = Min. GB per GPU
offers-filter-isolation = Isolatie
offers-filter-allocation = GPU-toewijzing
offers-filter-max-hourly = Max. per uur
offers-filter-eu = Alleen EU/EER
offers-filter-verified = Alleen geverifieerd of eigendom van de provider
offers-any = alle
offers-col-provider = Provider / aanbieding
offers-col-gpu = GPU’s
offers-col-isolation = Isolatie
offers-col-allocation = Toewijzing
offers-col-host = Host
offers-col-location = Locatie
offers-col-hourly = Per uur
offers-col-monthly = Per maand incl. bijkomende kosten
offers-monthly-hint = Eén instance, elk uur van een gemiddelde maand (730 h) in gebruik, met de opslag en het verkeer hierboven, berekend zoals in de TCO: de vooruitbetaling van een reservering verdeeld over de looptijd, installatiekosten niet meegeteld.
offers-col-age = Ouderdom prijs
offers-age-today = vandaag
offers-age-days = { $days ->
    [one] { $days } dag oud
   *[other] { $days } dagen oud
}
offers-commitment-only = alleen met verplichting te koop: geen on-demand- of spotprijs
offers-available = beschikbaar op { $date }
offers-available-count = { $count } vrij op { $date }
offers-available-level = voorraad ‘{ $level }’ op { $date }
offers-unavailable = geen vrij op { $date }
offers-second-agrees = { $source } noemt dezelfde prijs
offers-second-differs = ≠ { $source }: { $price } (gelezen op { $date })
offers-add-to-case = Aan dossier toevoegen
offers-shortlisted = op de shortlist
offers-derived-hint = * afgeleid van een maandprijs (prijs ÷ 730 u): dat betekent niet dat je de aanbieding na een uur kunt stoppen. „Per maand incl. bijkomende kosten” telt de opslag, het uitgaande verkeer en de maandelijkse kosten van het dossier erbij op en spreidt de vooruitbetaling van een reservering over de looptijd; installatiekosten zijn niet inbegrepen.
offers-upfront-hint = Het effectieve tarief: de vooruitbetaling verdeeld over de uren van de looptijd en opgeteld bij de uurprijs
isolation-bare_metal = bare metal
isolation-vm = VM
isolation-container = container
isolation-unknown = onbekend
allocation-passthrough = passthrough
allocation-bare_metal = bare metal
allocation-sriov_vf = SR-IOV VF
allocation-vgpu = vGPU
allocation-mig = MIG
allocation-time_slicing = time-slicing
allocation-unknown = onbekend
host-provider_owned = eigendom van de provider
host-verified = geverifieerd
host-unverified = niet geverifieerd
host-revoked = verificatie ingetrokken
host-unknown = onbekend
offers-col-pricing = Prijsmodel
offers-term = { $months ->
    [one] { $months } maand
   *[other] { $months } maanden
}
price-on_demand = on-demand
price-spot = spot
price-interruptible = onderbreekbaar
price-reserved = gereserveerd
price-savings_plan = Savings Plan
price-capacity_block = capaciteitsblok

## Price history of an offer (components/PriceHistory.svelte)
offers-history = Prijsverloop
offers-history-hide = Verloop verbergen
offer-history-title = Prijsverloop van { $offer }
offer-history-loading = Verloop wordt gelezen…
offer-history-latest = De laatste { $count } van { $total } waarnemingen.
offer-history-chart-label = Prijs van { $offer } over { $count ->
    [one] { $count } waarneming
   *[other] { $count } waarnemingen
}: { $first } op { $firstDate }, { $last } op { $lastDate }
offer-history-unit-hour = Prijs per uur zoals het aanbod die noemt; elke prijs geldt tot de volgende waarneming.
offer-history-unit-month = Prijs per maand zoals het aanbod die noemt; elke prijs geldt tot de volgende waarneming.
offer-history-left-out = { $count ->
    [one] { $count } waarneming in een andere valuta of periode staat in de lijst, niet in de grafiek
   *[other] { $count } waarnemingen in een andere valuta of periode staan in de lijst, niet in de grafiek
}
offer-history-caption = Elke wijziging die de catalogus waarnam, de oudste eerst
offer-history-col-observed = Waargenomen (UTC)
offer-history-col-price = Prijs
offer-history-col-billing = Facturering
offer-history-col-changes = Wat veranderde
offer-history-period-hour = per uur
offer-history-period-month = per maand
offer-history-first = eerste waarneming
offer-history-oldest-shown = oudste getoonde waarneming
offer-history-again = opnieuw aangeboden, ongewijzigd
offer-history-change-price = prijs { $before } → { $after }
offer-history-change = { $field }: { $before } → { $after }
offer-history-none = geen
offer-history-withdrawn = Op { $date } (UTC) uit de catalogus teruggetrokken.

## Metrics
metrics-time-zone = Tijdzone van de locatie (IANA)
metrics-threshold = Drempel voor SM-activiteit
metrics-import = Meetbestanden importeren…
metrics-rules-filter = Regels (TOML of JSON)
metrics-mapping = Toewijzing server aan GPU…
metrics-mapping-set = Servers: { $file }
metrics-schedule = Batchschema…
metrics-schedule-set = Batch: { $file }
metrics-file-filter = Exports van meetgegevens
metrics-starting = Bestanden openen…
metrics-reading = { $done } van { $total } MB gelezen
metrics-requests = { $done } van { $total } verzoeken
metrics-server-url = URL van Prometheus, Thanos, Mimir of VictoriaMetrics
metrics-server-from = Van (UTC)
metrics-server-to = Tot (UTC)
metrics-server-step = Scrape-interval (s)
metrics-server-mode = Meetpunten
metrics-mode-auto = Naar omvang van het GPU-park
metrics-mode-raw = Ruw, op het scrape-interval
metrics-mode-server_side = Per uur, berekend door de server
metrics-fetch = Ophalen van de server
metrics-server-auth = Inloggegevens: GPUCASE_PROMETHEUS_TOKEN, of _USER en _PASSWORD (Inloggegevens…).
metrics-drop-hint = Of sleep exports uit Prometheus, VictoriaMetrics, OpenMetrics of Grafana (CSV) hierheen.
metrics-none = Geen meetgegevens geïmporteerd: de workload komt uit het schema. Importeer een maand of een jaar aan vLLM- en DCGM-reeksen om het productieve aandeel te meten in plaats van aan te nemen.
metrics-share-title = Productief aandeel (gemeten)
metrics-share-detail = { $productive } van { $total } GPU-uren waren productief.
metrics-no-data = { $hours ->
    [0] Voor elk GPU-uur zijn er gegevens.
    [one] Voor { $hours } GPU-uur ontbreken gegevens: apart geteld, nooit als inactief.
   *[other] Voor { $hours } GPU-uren ontbreken gegevens: apart geteld, nooit als inactief.
}
metrics-period = Vanaf { $first } UTC, { $hours } uur, { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPU’s
}, lokale tijd { $zone }
metrics-use-as-profile = Als workloadprofiel gebruiken (de TCO rekent met deze uren)
metrics-remove = Meetgegevens verwijderen
metrics-sm-title = SM-activiteit in productieve uren
metrics-sm-mean = Gemiddelde
metrics-sm-median = Mediaan
metrics-sm-p95 = 95e percentiel
metrics-sm-high = Bij 0,8 of meer
metrics-queue-hours = Uren met wachtende verzoeken
metrics-queue-peak = Meeste wachtende verzoeken
metrics-queue-gpu-hours = GPU-uren wachtende vraag
metrics-quality-title = Datakwaliteit
metrics-q-series = Gelezen reeksen
metrics-q-samples = Meetpunten
metrics-q-nan = NaN of oneindig, verworpen
metrics-q-duplicates = Duplicaten, verworpen
metrics-q-out-of-order = Niet in chronologische volgorde
metrics-q-gaps = Gaten door gemiste meetpunten
metrics-q-mixed = Reeksen met wisselend interval
metrics-q-ignored = Andere reeksen, overgeslagen
metrics-calendar-title = De periode per dag
metrics-day = { $date }: { $productive } van { $total } GPU-uren productief, { $nodata } zonder gegevens ({ $hours } u)
metrics-gpus-title = Per GPU
metrics-col-gpu = GPU
metrics-col-model = Model
metrics-col-servers = vLLM-servers
metrics-col-productive = Productieve u
metrics-col-no-data = U zonder gegevens
metrics-col-share = Aandeel
metrics-col-sm = Gem. SM

## Credentials
credentials-button = Inloggegevens…
credentials-title = Inloggegevens
credentials-hint = API-sleutels en wachtwoorden voor de provider-plug-ins en de metricsserver. Een omgevingsvariabele met dezelfde naam gaat voor; anders leest gpucase de sleutelhanger van het besturingssysteem. Waarden staan alleen in de sleutelhanger, nooit in een dossierbestand, en worden nooit meer getoond.
credentials-name = Naam
credentials-used-by = Gebruikt door
credentials-set = Bron
credentials-from-environment = omgevingsvariabele
credentials-from-keyring = sleutelhanger van het besturingssysteem
credentials-keyring-unavailable = niet ingesteld (de sleutelhanger is niet leesbaar)
credentials-not-set = niet ingesteld
credentials-store = In sleutelhanger bewaren
credentials-delete = Verwijderen

## Probe
probe-title = Controleer wat er geleverd is: het controlescript in de machine
probe-how = Draai het controlescript in de gehuurde machine (sh probe.sh > out.txt): het leest alleen, heeft geen netwerk en geen root nodig, en meldt wat het niet kon lezen. Plak de uitvoer hieronder.
probe-show-script = Controlescript tonen
probe-script = Het controlescript (probe.sh)
probe-offer = Vergelijken met
probe-no-offer = Geen aanbieding (alleen analyse)
probe-paste = Plak hier de uitvoer van het controlescript
probe-analyse = Analyseren
probe-findings = { $count ->
    [0] Vergeleken met { $offer }: geen verschil
    [one] Vergeleken met { $offer }: { $count } bevinding
   *[other] Vergeleken met { $offer }: { $count } bevindingen
}
probe-no-findings = Wat de machine toont, komt overeen met wat de aanbieding vermeldt.
severity-critical = Kritiek
severity-warning = Waarschuwing
severity-info = Opmerking
probe-record = Vastleggen in de checklist van de aanbieding
probe-open = Uitvoerbestand openen…
checklist-title = Checklist voor kopers
checklist-weighs = Waardoor isolatie, de identiteit van de host en de locatie in dit dossier zwaarder wegen dan de prijs:
concern-service_24x7 = De dienst draait dag en nacht
concern-gdpr_data = De gegevens vallen onder de AVG
checklist-empty = Zet aanbiedingen op de shortlist in het scherm Aanbiedingen: elke aanbieding krijgt hier haar checklist.
question-isolation = VM, container of bare metal?
question-gpu_share = Hele GPU of een deel, welke technologie, hoe groot?
question-extra_charges = Wat wordt buiten de uurprijs gefactureerd?
question-host_and_location = Van wie is de machine en waar staat ze?
question-billing = Facturering per uur of per maand?
source-offer = uit de aanbieding (gelezen op { $date })
source-verified = geverifieerd door het controlescript ({ $date })
source-analyst = opgegeven: { $note }
source-analyst-doc = opgegeven: { $note } ({ $document })
source-unknown = onbekend: { $reason }
checklist-contradiction = Tegengesproken: { $text }
checklist-state = Opgeven…
checklist-answer = Antwoord
checklist-note = Wie dit zegt, of waar het staat
checklist-document = Document (optioneel)
checklist-save-answer = Antwoord bewaren

## Report
report-title = Rapport opstellen
report-intro = Het advies als pdf: de vergelijking met haar aannames en bronnen, en alle invoer van dit dossier.
report-language = Taal van het rapport
report-author = Opgesteld door
report-date = Rapportdatum
report-compared = Vergeleken opties in tabellen en grafieken
report-sign = Ondertekenen met mijn eigen sleutel
report-key-pkcs12 = PKCS#12-bestand (.p12, .pfx)
report-key-pem = PEM-sleutel en certificaat
report-key-choose = Sleutelbestand…
report-key-chosen = Sleutel: { $file }
report-cert-choose = Certificaat…
report-cert-chosen = Certificaat: { $file }
report-key-filter = Sleutels en certificaten
report-password = Wachtwoord van de sleutel
report-password-hint = Het wachtwoord dient alleen voor deze ene handtekening: het wordt nooit bewaard en nooit in het dossier geschreven.
report-reason = Reden
report-reason-default = Aanbeveling goedgekeurd
report-write = Pdf schrijven…
report-writing = Bezig met schrijven…
report-pdf-filter = Pdf-document
report-written = Opgeslagen in { $path } ({ $kb } kB).
report-signed-by = Ondertekend door { $signer }.
report-unsigned = Niet ondertekend.
report-preview-title = Voorbeeld
report-preview-loading = De pagina’s worden opgemaakt…
report-preview-failed = Het voorbeeld kan niet worden getoond: { $reason }
report-preview-position = Pagina { $page } van { $pages }
report-preview-previous = Vorige
report-preview-next = Volgende
report-preview-pages = Pagina’s van het rapport
report-exports-title = Uit dit dossier opgestelde rapporten
report-exports-loading = De opgestelde rapporten worden geladen…
report-exports-none = Uit dit dossier is nog geen rapport opgesteld.
report-exports-failed = De opgestelde rapporten kunnen niet worden getoond: { $reason }
report-exports-when = Opgesteld (UTC)
report-exports-language = Taal
report-exports-date = Rapportdatum
report-exports-signer = Ondertekend door
report-exports-hash = SHA-256
report-exports-file = Bestand
report-exports-unsigned = niet ondertekend
report-exports-version = uit versie { $version }
report-exports-unsaved = uit niet-opgeslagen wijzigingen
verify-title = Ondertekende pdf controleren
verify-hint = Toont wie wanneer ondertekende en of het document precies is wat ondertekend werd. Met het certificaat van een CA die je vertrouwt ook of het certificaat van de ondertekenaar daarnaar leidt.
verify-trust-choose = Vertrouwensanker (optioneel)…
verify-trust-chosen = Vertrouwensanker: { $file }
verify-trust-filter = PEM-certificaten
verify-open = Ondertekende pdf controleren…
verify-ok = Gecontroleerd: het document is precies wat ondertekend werd.
verify-ok-trusted = Gecontroleerd: het document is precies wat ondertekend werd, door een vertrouwde ondertekenaar.
verify-failed = Niet bevestigd: zie de bevindingen hieronder.
verify-none = { $file } bevat geen handtekening.
verify-signature = Handtekening { $index }
verify-signer = Ondertekenaar
verify-time = Ondertekend (UTC, volgens de ondertekenaar)
verify-reason = Reden
verify-intact = Ongewijzigd
verify-whole = Dekt het hele document
verify-trusted = Vertrouwd
verify-yes = ja
verify-unknown = onbekend
verify-intact-changed = nee: het document is na ondertekening gewijzigd
verify-intact-invalid = nee: de handtekening past niet bij haar certificaat
verify-intact-unreadable = nee: de handtekening is niet te controleren: { $reason }
verify-whole-appended = { $bytes ->
    [one] nee: na ondertekening is { $bytes } byte toegevoegd; { $changes }
   *[other] nee: na ondertekening zijn { $bytes } bytes toegevoegd; { $changes }
}
verify-changes-none = geen pagina gewijzigd
verify-changes-pages = gewijzigde pagina's: { $pages }
verify-changes-fields = zichtbare handtekeningvelden toegevoegd of gewijzigd op pagina's { $pages }, over de ondertekende inhoud getekend; verder is er op de pagina's niets gewijzigd
verify-rewritten = de gegevens van de handtekening zelf (naam, reden, plaats of tijd) zijn na het ondertekenen vervangen; getoond wordt wat ondertekend is
verify-changes-unknown = onbekend wat er veranderde: { $reason }
verify-trust-yes = ja, het certificaat leidt naar { $anchor }
verify-trust-no = nee: { $reason }
verify-trust-unchecked = niet gecontroleerd (geen vertrouwensanker opgegeven)

## Library: search, tags, duplicate, delete, backup, compare
library-search = Zoeken op naam, beschrijving, label of id
library-no-match = Geen dossier voldoet aan de zoekopdracht.
library-tag-add = Label toevoegen
library-tag-remove = Label { $tag } verwijderen
library-duplicate = Dupliceren
library-copy-name = { $name } (kopie)
library-delete = Verwijderen
library-deleted = ‘{ $name }’ is verwijderd.
library-undo = Ongedaan maken
library-pick = Vergelijken
library-pick-hint = Vink twee dossiers aan, of twee versies in een versieoverzicht, om ze te vergelijken.
library-compare = Beide vergelijken
library-history-title = Versies van ‘{ $name }’
library-copied-from = (gekopieerd uit { $origin })
library-backup = Back-up van het overzicht maken…
library-restore = Back-up terugzetten…
library-backup-filter = Back-up van het gpucase-dossieroverzicht
library-backed-up = Het volledige dossieroverzicht is opgeslagen in { $file }.
library-restore-confirm = Het volledige dossieroverzicht vervangen door de back-up { $file }? Het huidige overzicht wordt ernaast bewaard.
library-restore-go = Vervangen
library-restore-cancel = Huidig overzicht houden
library-restored = { $cases ->
    [one] Back-up teruggezet: { $cases } dossier.
   *[other] Back-up teruggezet: { $cases } dossiers.
} Het overzicht zoals het was, staat in { $kept }.
compare-title = { $old } vergeleken met { $new }
compare-side = { $name }, versie { $version }
compare-inputs = Invoer die verschilt
compare-no-inputs = Geen invoer verschilt.
compare-input = Invoer
compare-old = Voor
compare-new = Na
compare-change = Verschil
compare-change-added = toegevoegd
compare-change-removed = verwijderd
compare-change-changed = gewijzigd
compare-costs = Kosten per productief GPU-uur
compare-currencies = De dossiers rekenen in verschillende valuta ({ $old } en { $new }): de kosten worden getoond, niet vergeleken.
compare-option = Optie
compare-only-old = alleen in het eerdere dossier
compare-only-new = alleen in het latere dossier
compare-direction-up = duurder
compare-direction-down = goedkoper
compare-direction-same = ongewijzigd
compare-direction-unknown = niet vergelijkbaar
compare-recommendation-changed = Aanbeveling: { $old } → { $new }
compare-recommendation-same = Aanbeveling ongewijzigd: { $option }
compare-no-recommendation = geen
compare-hybrid = Hybride: eigen GPU’s voor de basislast, gehuurde voor pieken

## A colleague's scenario file, dropped or opened: what it is before it is stored
library-open-colleague = Bestand van een collega openen…
scenario-title = Bestand van een collega: { $name }
scenario-id = Dossier-id
scenario-format = Formaat
scenario-format-migrated = omgezet vanuit { $from }
scenario-signature = Handtekening
scenario-unsigned = Niet ondertekend: niemand staat in voor dit bestand.
scenario-signed = Ondertekend door { $signer } op { $at } UTC
scenario-signed-unnamed = Ondertekend op { $at } UTC met een certificaat zonder naam
scenario-intact = Ongewijzigd: er is niets veranderd sinds de ondertekening.
scenario-trust-not-checked = Vertrouwen niet gecontroleerd: in deze toepassing zijn geen vertrouwensankers ingesteld.
scenario-trusted = Vertrouwd via { $anchor }.
scenario-not-trusted = Niet vertrouwd: { $reason }
scenario-results = Resultaten
scenario-results-match = De resultaten in het bestand komen overeen met wat deze gpucase berekent (bestand berekend door { $by }).
scenario-results-differ = De resultaten in het bestand wijken af van wat deze gpucase berekent (bestand berekend door { $by }):
scenario-results-none = Het bestand bevat geen resultaten om te controleren (een casebestand of een ouder formaat).
scenario-target = Bij import
scenario-target-new-case = De import maakt een nieuw dossier aan.
scenario-target-new-version = De import slaat het bestand op als versie { $version } van het lokale dossier ‘{ $local }’ (nu versie { $current }). Er wordt niets overschreven.
scenario-import = Importeren
scenario-compare = Vergelijken met de lokale versie
scenario-cancel = Annuleren
scenario-close = Sluiten
scenario-imported-new = Geïmporteerd als nieuw dossier ‘{ $name }’, versie { $version }.
scenario-imported-version = Geïmporteerd als versie { $version } van ‘{ $name }’.

## The Decision view (ui/src/lib/sections/Decision.svelte)

decision-requirements = Wat de dienst nodig heeft
decision-requirements-help = Deze gegevens bepalen welke opties aanbevolen mogen worden: capaciteit die opnieuw gestart of uit spot genomen wordt, kan in een venster dat zonder vertraging moet antwoorden geen antwoord beloven; AVG-gegevens en een dienst die dag en nacht draait vragen om een locatie in de EU, een VM of bare metal en een eigen of geverifieerde host van de aanbieder.
decision-must-answer = „{ $window }” moet zonder vertraging antwoorden
decision-min-gpu-memory = GPU-geheugen dat het model minstens nodig heeft (GB)
decision-replica-gpus = GPU’s die één modelreplica op één machine nodig heeft (in de vloot die de belasting beschrijft; leeg: geen eis)
decision-replica-one-domain = Zijn GPU’s moeten één NVLink-domein delen (tensorparallellisme)
decision-replica-memory = GPU-geheugen dat één replica in totaal nodig heeft (GB; leeg: GPU’s worden geteld zoals ze zijn)
decision-replica-help = Met het geheugen van de replica wordt capaciteit geteld in bediende replica’s: elke optie draait een replica op zo weinig van haar GPU’s als haar bevatten (een macht van twee), zodat een H100- en een H200-vloot op hetzelfde werk worden vergeleken.
decision-spares = Reservemachines boven de piek (1 is N+1; leeg: geen)
decision-spares-help = Eigen opties kopen de reserveservers; gehuurde opties die elk uur capaciteit aanhouden, houden de reserve-instances aan; opties die instances pas bij werk starten, houden er geen aan en zeggen dat.
decision-title = Besluit
decision-none-stated = Voor deze case zijn geen eisen opgegeven: het advies vergelijkt alleen op prijs.
decision-stated = Eisen: { $requirements }.
decision-stated-separator = {", "}
decision-recommended = Advies: { $option }, voor { $cost } per productief GPU-uur.
decision-none-eligible = Geen enkele optie voldoet aan de eisen; er wordt dus geen aanbevolen.
decision-eligible = Toegestane opties
decision-excluded = Niet toegestaan
decision-resolved = Door de analist opgelost
decision-note = notitie: { $note }
decision-take-back = Intrekken
decision-resolve-note = Wie wat heeft gecontroleerd, en waar het staat
decision-resolve = Met deze notitie oplossen
decision-open-questions = Nog open vragen
decision-no-open-questions = Elke vraag van de checklist over de aanbiedingen achter de opties is beantwoord.
decision-price-age = Prijs gelezen
decision-price-typed = met de hand ingevoerd
bills-import = Facturen importeren (FOCUS)…
bills-gpus = GPU's per gefactureerde eenheid (INSTANTIE_OF_SKU=GPUS, gescheiden door komma's)
bills-file-filter = FOCUS-exports (CSV, gzip-CSV, Parquet)
