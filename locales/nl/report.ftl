# De teksten van het pdf-rapport (crates/report), Nederlands. Same ids, attributes and
# variables as locales/en/report.ftl. Figures arrive formatted for Dutch (€ 4,05, 46,0%,
# 29 november 2026); counts for plurals arrive as numbers. Terms follow the Dutch source
# article (../shared/seeds), locales/nl/ui.ftl and locales/nl/switching.ftl: productief
# GPU-uur, productief aandeel, levenscycluskosten, gebruiksduur, vergelijkingsperiode,
# Savings Plan, capaciteitsreservering, capaciteitsblok, on-demand, spot, toezegging,
# instance-uur, uitgaand verkeer, isolatie, GPU-toewijzing, bare metal, break-evenpunt,
# overstapkosten (Dataverordening), casus (as switching.ftl, in the same PDF).
# Register: notitie voor een inkoopcommissie.

## Voorblad en paginaopmaak

report-kind = GPU-capaciteit huren of kopen: advies
report-subject = GPU-capaciteit voor gelijkmatige AI-inferentie: huren, kopen of hybride
cover-case = Casus: { $case }
cover-author = Opgesteld door: { $author }
cover-date = Datum: { $date }
cover-approved = Goedgekeurd: caseversie { $version }, door { $who } op { $date }
cover-language = Taal: Nederlands
cover-basis = Basis: { $basis ->
    [measured] meetgegevens van de modelservers van { $from } tot en met { $to }
   *[schedule] het schema van de workload zoals de analist het heeft opgesteld
}
footer-page = { $case } · pagina { $page } van { $pages }

## Kopjes

heading-recommendation = Advies
heading-workload = Workload
heading-week = Wanneer de GPU’s productief zijn
heading-measured = Gemeten gegevens van de modelservers
heading-options = Vergeleken opties
heading-breakeven = Break-evenpunt ten opzichte van eigen servers
heading-sensitivity = Gevoeligheid
heading-tornado = Wat de uitkomst het sterkst beïnvloedt
heading-offers = Aanbiedingen op de shortlist
heading-checklist = Checklist voor kopers per aanbieding
heading-switching = EU-Dataverordening (Data Act): notities over overstappen
heading-assumptions = Aannames en bronnen
heading-appendix = Bijlage: alle invoer
heading-excluded = Opties die niet in aanmerking komen, per reden
heading-more-eligible = Toegestane opties die het hoofddeel niet vergelijkt (ze kosten meer)
excluded-col-also = In detail, en wat haar verder uitsluit
excluded-listed-earlier = { $count ->
    [one] Nog één optie met deze reden staat
   *[other] Nog { $count } opties met deze reden staan
} onder een eerdere reden.
appendix-inputs-shown = De huuraanbiedingen hieronder zijn die van de vergeleken opties; de invoer { $count ->
    [one] van het andere huuraanbod staat
   *[other] van de { $count } andere huuraanbiedingen staat
} in het casebestand.
options-reference = { $option } (komt niet in aanmerking: ter vergelijking getoond)
options-left-out = { $excluded ->
    [0] Geen optie is
    [one] Eén optie is
   *[other] { $excluded } opties zijn
} door de eisen uitgesloten{ $not-serving ->
    [0] {""}
    [one] , één dekt niet de hele werklast
   *[other] , { $not-serving } dekken niet de hele werklast
}{ $more ->
    [0] {""}
    [one] , en nog één toegestane optie kost meer
   *[other] , en nog { $more } toegestane opties kosten meer
}; de bijlage noemt ze.
offers-more = De aanbiedingen achter de hier vergeleken opties; { $count ->
    [one] het andere aanbod van de shortlist staat
   *[other] de { $count } andere aanbiedingen van de shortlist staan
} in de bijlage bij de opties die ze prijzen.

## Advies

rec-none = Geen enkele optie bedient de hele workload tegen bepaalbare kosten per productief GPU-uur; er is dus geen advies. De opties hieronder laten zien welk deel van de workload elke optie niet bedient.
rec-main = Advies: { $option }. Deze optie kost { $cost } per productief GPU-uur en { $total } in totaal over { $years ->
    [one] één jaar
   *[other] { $years } jaar
}.
rec-hybrid = Ze zet { $gpus ->
    [one] één eigen GPU
   *[other] { $gpus } eigen GPU’s
} in voor de basislast en huurt de uren daarboven bij.
rec-runner-up = Op de tweede plaats staat { $option }, met { $cost } per productief GPU-uur ({ $total } in totaal).
rec-today = Vandaag betaalt u { $today } per productief GPU-uur (uw facturen, { $from } tot { $to }): de aanbeveling kost { $share } { $direction ->
        [lower] minder
       *[higher] meer
    }.
rec-runner-up-family = { $family ->
    [own] De goedkoopste optie met eigen servers
    [rented] De goedkoopste huuroptie
   *[hybrid] De goedkoopste hybride optie
} is { $option }, met { $cost } per productief GPU-uur ({ $total } in totaal).
rec-saves = Ten opzichte daarvan bespaart het advies { $amount } over de vergelijkingsperiode.
rec-saves-present-value = In contante waarde bespaart het advies { $amount } ten opzichte daarvan.
rec-costs-more-present-value = De contante waarde van het advies is { $amount } hoger, maar lager per productief GPU-uur.
rec-costs-more = Het advies kost in totaal { $amount } meer, maar minder per productief GPU-uur.
rec-no-other = Geen andere optie bedient de hele workload.
rec-no-risk = De berekening noemt voor deze optie geen bijzonder risico.
rec-none-eligible = Geen enkele optie voldoet aan de eisen van deze case; er is dus geen advies.
rec-requirements-none = Voor deze case zijn geen eisen opgegeven (vensters die zonder vertraging moeten antwoorden, gegevensklasse, GPU-geheugen); het advies vergelijkt dus alleen op prijs.
rec-requirements = Eisen: { $requirements }.
rec-excluded = Niet toegestaan:
rec-excluded-option = { $option }: { $reasons }.
rec-resolved = Door de analist opgelost:
rec-resolved-option = { $option }: { $reason } (notitie: { $note }).
rec-open-questions = Nog open vragen:
rec-open-offer = { $offer }: { $questions }.
rec-ranked-present-value = Tegen de disconteringsvoet van het bedrijf van { $rate } is de contante waarde { $amount }, { $cost } per productief GPU-uur. De opties zijn gerangschikt op contante waarde per productief GPU-uur.
rec-ranked-after-tax = Niet verdisconteerd zijn de kosten na belasting { $amount }, { $cost } per productief GPU-uur. De opties zijn gerangschikt op kosten na belasting per productief GPU-uur.
tax-rule = De contante waarden gelden na een winstbelasting van { $rate }: elke betaling is aftrekbaar in de maand waarin ze wordt betaald, en eigen servers worden lineair afgeschreven over { $years ->
    [one] één jaar
   *[other] { $years } jaar
}, het deel dat aan het eind van de horizon nog niet is afgeschreven daar.
rec-ranked-nominal = De opties zijn gerangschikt op kosten per productief GPU-uur over de vergelijkingsperiode; de case noemt geen disconteringsvoet.
rec-excluded-count = { $excluded } van { $total } opties komen niet in aanmerking{ $overlap ->
    [yes] {" "}(een optie kan aan meer dan één eis niet voldoen)
   *[no] {""}
}; de bijlage noemt elk met de redenen:
rec-not-serving = { $count ->
    [one] Eén optie dekt
   *[other] { $count } opties dekken
} niet de hele werklast en kunnen niet worden aanbevolen.
rec-risks = Risico's van de aanbeveling:
rec-risks-more = { $count ->
    [one] Nog één risico staat
   *[other] Nog { $count } risico's staan
} bij de optie.
rec-changes = Wat de beslissing zou veranderen:
rec-change = { $input } { $swing } { $direction ->
    [lower] lager
   *[higher] hoger
}: { $option } zou de goedkoopste toegestane optie zijn.
rec-change-none = Geen invoer van de tornado, alleen met { $swing } omlaag of omhoog veranderd (een jaarlijkse verandering of de disconteringsvoet met punten), maakt een andere toegestane optie de goedkoopste.
list-item = • { $item }

## Workload

period-name = { $period ->
    [month] maand
   *[other] periode
}
workload-hours = Uren per { $period ->
    [month] maand
   *[other] periode
}
workload-productive-hours = Productieve uren per { $period ->
    [month] maand
   *[other] periode
}
workload-productive-gpu-hours = Productieve GPU-uren per { $period ->
    [month] maand
   *[other] periode
}
workload-fleet = GPU’s in het park
workload-peak = GPU’s nodig op de piek
workload-share = Productief aandeel
workload-horizon = Vergelijkingsperiode
workload-years = { $years ->
    [one] één jaar
   *[other] { $years } jaar
}
workload-source-schedule = De productieve uren komen uit het schema van de workload zoals de analist het heeft opgesteld.
workload-source-measured = De productieve uren komen uit meetgegevens van de modelservers van { $from } tot en met { $to } ({ $zone }), geïmporteerd op { $imported }.
week-intro = Hoogste aantal productieve GPU’s per uur van de week (lokale tijd). Donkerder vakken: meer GPU’s aan het werk.
week-legend = { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPU’s
}
day-short = { $day ->
    [0] ma
    [1] di
    [2] wo
    [3] do
    [4] vr
    [5] za
   *[6] zo
}
measured-gpu-hours = GPU-uren met gegevens
measured-productive = Productieve GPU-uren
measured-no-data = GPU-uren zonder gegevens
measured-share = Productief aandeel van de GPU-uren met gegevens
measured-sm-mean = SM-activiteit in productieve uren: gemiddelde
measured-sm-median = SM-activiteit in productieve uren: mediaan
measured-sm-p95 = SM-activiteit in productieve uren: 95e percentiel
measured-sm-high = Productieve uren met 80% SM-activiteit of meer
measured-queue-hours = Uren met wachtende verzoeken
measured-queue-peak = Meeste gelijktijdig wachtende verzoeken
measured-queue-gpu-hours = GPU-uren wachtende vraag (een hybride huurt ervoor)
measured-threshold = Een GPU-uur telt als productief als de modelserver ten minste één lopend verzoek had, of als de SM-activiteit { $threshold } bereikte (een batchjob).
measured-quality = Datakwaliteit: { $samples } meetpunten in { $series } reeksen; { $problems ->
    [0] geen ontbrekende, ongeldige of dubbele waarden.
    [one] { $problems } waarde ontbrak, was ongeldig, dubbel of niet in volgorde en is apart geteld, nooit als inactief.
   *[other] { $problems } waarden ontbraken, waren ongeldig, dubbel of niet in volgorde en zijn apart geteld, nooit als inactief.
}
measured-unknown = { $hours } GPU-uren zonder gegevens ({ $share } van de gemeten periode): ze zijn onbekend en tellen niet als inactief en niet als productief. Het productieve aandeel is dat van de GPU-uren met data; uren waarin geen GPU data heeft, vallen buiten de periode die de vergelijking herhaalt.
measured-outliers = { $hours } reeks-uren ver van de rest van de data zijn buiten de gemeten periode gelaten: { $listed }.
measured-sources = Bronnen: { $files }.
value-unknown = ONBEKEND

## Opties

options-col-option = Optie
options-col-total = Totaal over { $years ->
    [one] één jaar
   *[other] { $years } jaar
}
options-col-billed = GPU-u op factuur per { $period ->
    [month] maand
   *[other] periode
}
options-col-productive = Productieve GPU-u per { $period ->
    [month] maand
   *[other] periode
}
options-col-cost = Kosten per productief GPU-u
options-col-cost-pv = Contante waarde per productief GPU-u
options-cheapest = { $option } (goedkoopst)
options-not-serving = { $option } (bedient niet de hele workload)
options-note = De goedkoopste optie heeft de laagste kosten per productief GPU-uur van de opties die de hele workload bedienen; ze staat vetgedrukt.
options-note-pv = De goedkoopste optie heeft de laagste contante waarde per productief GPU-uur van de opties die de hele workload bedienen; ze staat vetgedrukt.
price-changes = Prijzen veranderen elk jaar vanaf jaar 2: huurtarieven zonder verplichting { $rent }, stroom { $electricity }; vastgelegde tarieven en kosten blijven zoals geoffreerd.
paid-today = Wat u vandaag betaalt, volgens uw facturen ({ $from } tot { $to }): { $effective } zoals betaald voor { $billed } gefactureerde GPU-uren, { $per-billed } per gefactureerd en { $per-productive } per productief GPU-uur ({ $share } van de gefactureerde GPU-uren was productief, { $basis ->
        [measured] gemeten
       *[profile] naar het productieve aandeel van de werklast
    }); tegen lijstprijzen { $list-per-billed } per gefactureerd GPU-uur.
rate-as-paid = Volgens de factuur ({ $billed-as }), { $offer }: { $paid } per instantie-uur zoals betaald, { $list } tegen lijstprijs, tegenover { $catalog } on-demand in de catalogus ({ $variance }).
rate-as-paid-steps = Volgens de factuur ({ $billed-as }), { $offer }, per instantie-uur: { $catalog } on-demand in de catalogus, { $list } tegen lijstprijs zoals gefactureerd, { $contracted } tegen de onderhandelde prijs, { $paid } zoals betaald met toezeggingen verdeeld ({ $variance } tegenover de catalogus).
bills-credits-apart = De facturen geven in de periode ook { $credits } aan tegoeden (over al hun diensten), die buiten deze tarieven blijven: een tegoed wordt maar één keer gebruikt.
later-rates = Betalingen in { $from } worden vandaag omgerekend tegen { $today } { $to } en tegen { $rates }; de post ‘Wisselkoersen van latere jaren’ bevat wat dat verandert.
later-rate = { $rate } vanaf jaar { $year }
demand-growth = De vraag groeit vanaf jaar 2 met { $share } per jaar: het werk exact, de capaciteit van elk uur naar boven afgerond op hele { $unit ->
    [replicas] replica’s
   *[gpus] GPU's
}: een piek van { $peaks } GPU's in de jaren 1 tot { $years }. Elke optie is berekend op de vraag van elk jaar.
demand-growth-headroom = De metrics maten de productieve GPU's voor { $busy } bezet (gemiddelde SM-activiteit), een ruimte van { $headroom }: het werk groeit daar eerst in voordat er een replica bij wordt gekocht.
chosen-stage = gpucase koopt { $what ->
    [cards] { $cards ->
        [one] één kaart extra
       *[other] { $cards } kaarten extra
    }
    [servers] { $servers ->
        [one] één server extra
       *[other] { $servers } servers extra
    }
   *[both] { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    } en { $servers ->
        [one] één server extra
       *[other] { $servers } servers extra
    }
} voor ‘{ $option }’ in maand { $month } ({ $price }), omdat de piek van dat jaar boven het geïnstalleerde ligt.
replica-sizing = Geteld in bediende replica’s: één replica heeft { $gb } GB GPU-geheugen nodig en draait op { $reference } GPU’s van de vloot van het profiel; GPU’s per replica: { $list }. Elke optie betaalt en bezit haar eigen GPU’s; productieve GPU-uren zijn die van het profiel, zodat elke optie op hetzelfde werk wordt vergeleken.
replica-sizing-gpus = { $gpus }
replica-sizing-unknown = onbekend (GPU-geheugen niet vermeld: gerekend als de vloot van het profiel, niet in aanmerking)
option-total = Totaal over { $years ->
    [one] één jaar
   *[other] { $years } jaar
}
option-present-value = Contante waarde bij { $rate } per jaar (maandelijkse kasstromen)
option-present-value-after-tax = Contante waarde bij { $rate } per jaar na belasting (maandelijkse kasstromen)
option-own-gpus = Gekozen aantal eigen GPU’s
option-queued = Gehuurde GPU-uren voor wachtende verzoeken per { $period ->
    [month] maand
   *[other] periode
}
option-starts = Starts per { $period ->
    [month] maand
   *[other] periode
}
option-risk = Risico: { $risk }
option-no-risk = Risico’s: geen genoemd door de berekening.
heading-breakdown = Wat elke optie kost over { $years ->
    [one] één jaar
   *[other] { $years } jaar
}
option-uncosted = Niet in de kosten: { $charge }, door het aanbod vermeld maar niet onder te brengen in de kosten van een optie (een vast bedrag per maand of uur, inkomend verkeer, een licentie); met de hand toevoegen waar het geldt.
option-charge-unknown = Niet in de kosten: { $charge }; de catalogus kon de prijs van deze kosten niet lezen, de optie bevat er niets van: vraag het de aanbieder en voeg het met de hand toe.
not-applicable = n.v.t.

cost-purchase = Aanschaf hardware (betaald bij aankoop)
cost-licences = Softwarelicenties
cost-electricity = Elektriciteit, inclusief de PUE van de locatie
cost-colocation = Rackruimte of colocatie
cost-hardware-support = Supportcontract voor de hardware
cost-operations = Personeelstijd voor het beheer
cost-residual-value = Waarde aan het einde van de vergelijkingsperiode (boekwaarde)
cost-resale-value = Waarde aan het einde van de vergelijkingsperiode (geschatte doorverkoop)
cost-compute = Instance-uren tegen het tarief van de aanbieding
cost-restarts = Opstarten en model laden na elke start
cost-commitment = Toezegging onder het Savings Plan, gebruikt of niet
cost-commitment-after-horizon = Toezegging die na de vergelijkingsperiode nog verschuldigd is
cost-capacity-after-horizon = Capaciteit na de periode (tegoed tegen kostprijs)
cost-on-demand-overflow = Gebruik boven de toezegging of reservering, gefactureerd als on-demand
cost-reservation = Gereserveerde instance-uren, gebruikt of niet
cost-capacity-blocks = Capaciteitsblokken
cost-spot = Spot-instance-uren, inclusief onderbrekingen
cost-storage = Persistente opslag (ook bij gestopte instance)
cost-egress = Uitgaand verkeer naar internet
cost-ipv4 = Openbare IPv4-adressen
cost-setup = Eenmalige installatiekosten
cost-support-plan = Supportplan van de provider
cost-bandwidth = IP-transit of uplink van de eigen servers
cost-rent-operations = Personeelstijd voor het beheer van de gehuurde instances
cost-second-stack = Personeelstijd voor twee stacks (hybride)
cost-exchange-rates = Wisselkoersen van latere jaren (posten in andere valuta)

## Risico’s (zinsdelen zonder slotpunt)

risk-restart-capacity = elk van de { $starts } starts per { $period ->
    [month] maand
   *[other] periode
} kan mislukken door een tekort aan capaciteit, omdat bij on-demand geen capaciteit gereserveerd is: de provider heeft op dat moment mogelijk geen vrije instantie van het type
risk-no-capacity-reserved = een Savings Plan legt uitgaven vast, geen capaciteit: het garandeert niet dat instances beschikbaar zijn wanneer ze nodig zijn
risk-unused-commitment = { $amount } van de toezegging per uur wordt over de vergelijkingsperiode betaald zonder te worden gebruikt
risk-commitment-beyond-horizon = de toezegging van { $term ->
    [one] één jaar
   *[other] { $term } jaar
} loopt door na de vergelijkingsperiode van { $horizon ->
    [one] één jaar
   *[other] { $horizon } jaar
} en blijft daarna verschuldigd; de capaciteit die zij dan geeft, wordt tegen kostprijs gecrediteerd
risk-block-price = de prijzen van capaciteitsblokken volgen vraag en aanbod op het moment van aankoop, en blokken moeten vooraf geboekt worden
risk-spot-interruption = spot-instances kunnen op elk moment onderbroken worden; batchjobs moeten dus tegen stoppen en hervatten kunnen
risk-no-batch-hours = de workload heeft geen batchuren die spot-instances kunnen overnemen
risk-own-shortfall = de eigen GPU’s ({ $gpus }) zijn minder dan de { $peak } GPU’s die de workload op de piek nodig heeft; een deel van het werk wordt dus niet bediend
risk-hybrid-operations = een hybride opzet vraagt aan beide kanten hetzelfde model en dezelfde versie van de serving-engine, een gateway die naar gehuurde instances overloopt als de wachtrij van de eigen servers groeit, en een gegevensklasse die bij de provider verwerkt mag worden
risk-spare-not-held = de case vraagt { $spares ->
    [one] één reserve
   *[other] { $spares } reserves
 } (N+{ $spares }), maar dit prijsmodel start instances pas als er werk is en houdt er geen aan: een uitgevallen instance wordt vervangen door een nieuwe start, die door gebrek aan capaciteit kan mislukken
risk-single-machine = de dienst moet zonder vertraging antwoorden, maar draait op { $machine ->
    [server] één eigen server
   *[instance] één gehuurde instance
 }: een storing legt hem stil tot die machine is gerepareerd of vervangen; { $machine ->
    [server] een tweede server
   *[instance] een tweede instance
 } als reserve zou over de periode { $second } kosten

## Break-evenpunt

breakeven-none = Geen offerte voor eigen servers bedient de hele workload; er is dus geen break-evenpunt.
breakeven-below = { $option }: onder een productief aandeel van { $share } is huren goedkoper dan eigen servers ({ $own }), daarboven zijn eigen servers goedkoper; bij het huidige aandeel van het profiel ({ $now }) { $cheaper ->
    [renting] is huren
   *[owning] zijn eigen servers
} goedkoper.
breakeven-below-unknown = { $option }: onder een productief aandeel dat niet te bepalen was, is huren goedkoper dan eigen servers ({ $own }), daarboven zijn eigen servers goedkoper.
breakeven-own-always = { $option }: eigen servers ({ $own }) zijn bij elk productief aandeel goedkoper, omdat alleen de vaste kosten van de huuroptie al hoger zijn dan het totaal van de eigen servers.
breakeven-rent-always = { $option }: huren is bij elk productief aandeel tot 100% goedkoper dan eigen servers ({ $own }).
breakeven-cancels = { $option }: de capaciteit blijft elk uur toegewezen, dus het productieve aandeel staat aan beide kanten en valt weg. Vergelijk de eigen kosten van { $own-cost } per GPU-uur gebruiksduur ({ $own }) met { $rent-cost } per gefactureerd GPU-uur van deze optie.
breakeven-verdict = { $verdict ->
    [own] Eigen servers zijn goedkoper.
    [rent] Huren is goedkoper.
    [same] Beide kosten evenveel.
   *[none] {""}
}

## Gevoeligheid

sensitivity-intro = Kosten per productief GPU-uur van elke optie naar productief aandeel. Vaste kosten blijven, gebruiksafhankelijke kosten schalen mee met het aandeel. De stippellijn markeert het huidige aandeel ({ $share }); cirkels markeren waar een huuroptie en eigen servers evenveel kosten.
sensitivity-axis-x = Productief aandeel
sensitivity-axis-y = Kosten per productief GPU-uur ({ $currency })
tornado-intro = Kosten per productief GPU-uur van de geadviseerde optie als één invoerwaarde { $swing } lager of hoger is. Wordt daardoor een andere optie de goedkoopste, dan staat die erbij.
tornado-intro-pv = Contante waarde per productief GPU-uur van de geadviseerde optie (waarop de opties gerangschikt zijn) als één invoerwaarde { $swing } lager of hoger is. Wordt daardoor een andere optie de goedkoopste, dan staat die erbij.
tornado-low = −{ $swing }
tornado-high = +{ $swing }
tornado-points = { $points } punten
tornado-flip = bij { $change }: { $option } goedkoopst
tornado-none = Geen invoerwaarde kon gevarieerd worden: de vergelijking heeft geen goedkoopste optie.
tornado-input = { $input ->
    [productive_share] Productief aandeel
    [purchase_price] Aanschafprijs van de servers
    [electricity_price] Elektriciteitsprijs
    [colocation] Colocatie
    [operations_rate] Uurtarief personeel voor het beheer
    [rent_rates] Uurtarieven voor huur
    [rent_change] Jaarlijkse wijziging van huurtarieven, 5 punten minder of meer
    [electricity_change] Jaarlijkse wijziging van stroomprijzen, 5 punten minder of meer
    [discount_rate] Disconteringsvoet, 2 punten lager of hoger
   *[exchange_rates] Wisselkoersen
}

## Aanbiedingen op de shortlist

offers-none = Voor deze casus staat geen aanbieding uit de catalogus op de shortlist.
offers-col-offer = Aanbieding
offers-col-isolation = Isolatie
offers-col-allocation = GPU-toewijzing
offers-col-host = Deel van de host
offers-col-location = Locatie
offers-col-verification = Status van de host
offers-col-price = Prijs
offer-gpus = { $count } × { $model }
# A catalog offer as a reader tells it apart: provider's name, product, GPUs, place.
offer-name = { $provider }{ $has-product ->
    [yes] {" "}{ $product }
   *[no] {""}
 } ({ $count } × { $model }){ $has-place ->
    [yes] , { $place }
   *[no] {""}
 }
price = { $amount } per { $period ->
    [hour] uur
   *[month] maand
}, { $model ->
    [on_demand] on-demand
    [spot] spot
    [interruptible] onderbreekbaar
    [reserved] gereserveerd
    [savings_plan] Savings Plan
   *[capacity_block] capaciteitsblok
}
price-age-all = alle { $age }
price-age = gelezen op { $date } ({ $days ->
    [one] { $days } dag oud
   *[other] { $days } dagen oud
})

## Checklist

checklist-concerns = Isolatie, de identiteit van de host en de locatie wegen hier zwaarder dan de prijs: { $concerns }.
concern = { $concern ->
    [service_24x7] de dienst draait dag en nacht
   *[gdpr_data] de gegevens vallen onder de AVG
}
question = { $question ->
    [isolation] Isolatie
    [gpu_share] GPU-deel
    [extra_charges] Kosten buiten de prijs
    [host_and_location] Host en locatie
   *[billing] Facturering
}
source-offer = uit de aanbieding, gelezen op { $date }
source-verified = geverifieerd door het controlescript op { $date }
source-analyst = opgegeven door de analist: { $note }
source-analyst-document = opgegeven door de analist: { $note } ({ $document })
source-unknown = ONBEKEND: { $reason }
checklist-answer = { $question }: { $answer } ({ $source })
checklist-all-answered = Elke vraag beantwoord, { $source }:
checklist-most-from = Antwoorden { $source }, tenzij anders vermeld:
checklist-settled-by-offer = Elke vraag beantwoord, { $source }: de antwoorden staan hierboven onder ‘Aanbiedingen op de shortlist’.
checklist-one-source = Alle antwoorden { $source }:
checklist-answer-plain = { $question }: { $answer }
checklist-contradicted = TEGENGESPROKEN: { $detail }
checklist-summary = { $unknown ->
    [0] Elke vraag is beantwoord.
    [one] Eén vraag is nog onbeantwoord.
   *[other] { $unknown } vragen zijn nog onbeantwoord.
} { $contradicted ->
    [0] {""}
    [one] Het controlescript spreekt één antwoord tegen.
   *[other] Het controlescript spreekt { $contradicted } antwoorden tegen.
}

## Aannames en bronnen

assumptions-method = Methode: docs/method.md van gpucase { $version }, waarin staat hoe elk cijfer wordt berekend en wat mag worden aanbevolen.
assumptions-no-rates = Wisselkoersen: geen; alle bedragen zijn in { $currency }.
assumptions-rate = Wisselkoers: 1 { $from } = { $rate } { $to } per { $date }; bron: { $source }.
assumptions-rate-year = Verwachte wisselkoers voor jaar { $year }: 1 { $from } = { $rate } { $to } (vastgelegd { $date }); bron: { $source }. Wat vanaf dat jaar in { $from } wordt betaald, wordt daartegen omgerekend.
assumptions-own = Offerte voor eigen servers { $label }: { $source }.
assumptions-rent = Huuraanbieding { $label } ({ $provider }): { $source }.
assumptions-snapshot = Aanbieding { $offer } van { $provider }: prijs gelezen op { $date }, { $url }.
assumptions-metrics = Meetgegevens: { $from } tot en met { $to }, tijdzone { $zone }, geïmporteerd op { $imported }.
assumptions-description = Beschrijving van de casus: { $description }
assumptions-rounding = De cijfers zijn afgerond voor de weergave; de berekening is exact.

## Bijlage

appendix-intro = Alle invoer van de casus, zoals de berekening die heeft gebruikt.
appendix-case = Casus
appendix-currency = Valuta
appendix-horizon = Vergelijkingsperiode
appendix-workload-gpus = GPU’s van de workload
appendix-workload-period = Periode van het schema
appendix-window = Tijdvenster { $name }
appendix-window-value = { $kind ->
    [interactive] interactief
   *[batch] batch
}, { $days }, { $start }:00 tot { $end }:00 uur, { $gpus ->
    [one] één GPU
   *[other] { $gpus } GPU’s
}
appendix-storage = Opslag (GB)
appendix-egress = Uitgaand verkeer per maand (GB)
appendix-own = Offertes voor eigen servers
appendix-rent = Huuraanbiedingen
appendix-stage = Stap { $stage }
appendix-stage-value = maand { $month }: { $what ->
    [cards] { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    }
    [servers] { $servers ->
        [one] één server
       *[other] { $servers } servers
    }
   *[both] { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    } en { $servers ->
        [one] één server
       *[other] { $servers } servers
    }
} erbij voor { $price }
appendix-rate-value = { $rate } ({ $date }, { $source })
appendix-must-answer = Vensters waarin zonder vertraging geantwoord moet worden
appendix-min-gpu-memory = Geheugen per GPU dat het model minstens nodig heeft (GB)
appendix-replica = Eén modelreplica
appendix-replica-value = { $gpus } GPU's op één machine{ $nvlink ->
    [yes] , in één NVLink-domein
   *[no] {""}
}
appendix-interconnect = GPU-verbinding
appendix-interconnect-value = { $kind ->
    [sxm] SXM met NVSwitch
    [nvl] NVL-bruggen
   *[pcie] PCIe zonder NVLink
}, { $gpus } GPU's per NVLink-domein
appendix-hybrid = Hybride
appendix-hybrid-value = eigen { $own }, gehuurd { $rent }
appendix-field = { $field ->
    [gpus] GPU’s
    [purchase] Aanschafprijs
    [licences_per_year] Licenties per jaar
    [power_kw] Vermogen (kW)
    [pue] PUE
    [kwh_price] Prijs per kWh
    [colocation_per_month] Colocatie per maand
    [support_per_year] Support per jaar
    [operating_hours_per_month] Personeelsuren per maand
    [operating_hour_rate] Uurtarief personeel
    [service_life_years] Gebruiksduur (jaar)
    [residual_value] Restwaarde
    [value_at_horizon] Waarde aan het einde van de periode
    [bandwidth_per_month] IP-transit of uplink per maand
    [provider] Provider
    [gpus_per_instance] GPU’s per instance
    [on_demand_per_instance_hour] Prijs per instance-uur (on-demand)
    [boot_minutes] Opstarten (minuten)
    [model_load_minutes] Model laden (minuten)
    [pricing] Prijsmodellen
    [offers] Prijzen gelezen uit
    [slots] GPU-sleuven per server
    [card_price] Prijs van een extra kaart
    [power_kw_per_card] Vermogen van een extra kaart (kW)
    [residual_value_per_card] Restwaarde van een extra kaart
   *[source] Bron
}
appendix-value-at-horizon = { $basis ->
    [resale] geschatte doorverkoop, { $share } van de aankoopprijs
   *[book] boekwaarde, lineair tot de restwaarde over { $years }
}
days = { $days ->
    [workdays] werkdagen
    [weekends] weekenden
   *[every_day] elke dag
}
appendix-period-generic = een maand van { $hours } uur met { $workdays } werkdagen
appendix-period-calendar = { $month } in { $zone }, { $holidays ->
    [0] geen feestdagen
    [one] één feestdag
   *[other] { $holidays } feestdagen
}
appendix-pricing = { $model ->
    [on_demand_always] on-demand, altijd toegewezen
    [on_demand_stopped] on-demand, gestopt bij inactiviteit
    [savings_plan] Savings Plan
    [capacity_reservation] capaciteitsreservering
    [capacity_block] capaciteitsblokken
    [reserved] gereserveerde instances
    [monthly_billed] per maand gefactureerd
   *[spot_batch] spot voor batch
}

## Handtekeningen: het zichtbare blok op de laatste pagina van een ondertekend rapport (net als
## het rapport gezet in een ingebedde deelverzameling van DejaVu Sans) en wat de controle van
## een ondertekende PDF vond.
signature-signed-by = Digitaal ondertekend door { $name }
signature-date = Datum: { $date }, { $time } UTC
signature-reason = Reden: { $reason }
signature-reason-default = Aanbeveling goedgekeurd
signature-unknown = onbekend
signature-line-signer = Ondertekenaar: { $signer }
signature-line-time = Ondertekend (volgens de ondertekenaar): { $date }, { $time } UTC
signature-line-time-unknown = Ondertekend: geen tijd opgegeven
signature-line-reason = Reden: { $reason }
signature-intact-yes = Ongewijzigd: ja
signature-intact-changed = Ongewijzigd: nee, het document is na ondertekening gewijzigd
signature-intact-invalid = Ongewijzigd: nee, de handtekening past niet bij haar certificaat
signature-intact-unreadable = Ongewijzigd: nee, de handtekening is niet te controleren: { $reason }
signature-covers-yes = Dekt het hele document: ja
signature-covers-no = Dekt het hele document: nee, na ondertekening { $bytes ->
    [one] is { $bytes } byte
   *[other] zijn { $bytes } bytes
} toegevoegd ({ $changes })
signature-covers-unknown = Dekt het hele document: onbekend
signature-changes-none = geen pagina gewijzigd
signature-changes-pages = gewijzigde pagina's: { $pages }
signature-changes-fields = zichtbare handtekeningvelden toegevoegd of gewijzigd op pagina's { $pages }, over de ondertekende inhoud getekend; verder is er op de pagina's niets gewijzigd
signature-rewritten = de gegevens van de handtekening zelf (naam, reden, plaats of tijd) zijn na het ondertekenen vervangen; getoond wordt wat ondertekend is
signature-changes-unknown = onbekend wat er veranderde: { $reason }
signature-trust-yes = Vertrouwd: ja, het certificaat leidt naar { $anchor }
signature-trust-no = Vertrouwd: nee, { $reason }
signature-trust-unchecked = Vertrouwd: niet gecontroleerd (geen vertrouwensanker opgegeven)

## Delen van een regel

offer-line = { $offer }: prijs { $price }; kosten buiten de prijs: { $charges }
offer-heading = { $offer } · { $billing }
list-separator = {"; "}

## Namen van de opties

option-rent = { $offer }, { $model ->
    [on_demand_always] on-demand, altijd toegewezen
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
    [reserved] gereserveerde instances{ $term ->
        [0] {""}
        [one] , 1 jaar
       *[other] , { $term } jaar
    }{ $payment ->
        [partial_upfront] , gedeeltelijke vooruitbetaling
        [all_upfront] , volledige vooruitbetaling
        [no_upfront] , zonder vooruitbetaling
       *[none] {""}
    }, effectief tarief
    [monthly_billed] per maand gefactureerd{ $months ->
        [0] {""}
        [one] , looptijd 1 maand
       *[other] , looptijd { $months } maanden
    }
   *[spot_batch] spot voor batch, on-demand voor interactief gebruik
}
option-hybrid = Hybride: { $gpus ->
    [one] één eigen GPU
   *[other] { $gpus } eigen GPU’s
} ({ $own }), pieken bij { $rent }
option-hybrid-plain = Hybride: { $own } voor de basislast, { $rent } voor pieken
appendix-rate-on-demand = het on-demand-tarief
appendix-assumed = { $value } (aangenomen: geen aanbod vermeldt het)
appendix-offer-withdrawn = uit de catalogus teruggetrokken
appendix-offer-departed = de case rekent in plaats daarvan met { $amount }, ingesteld door de analist

## Letters van de opties en de woorden van de aanbieder

# De letter van een optie vóór haar naam, waar de naam bij de lijnen van een grafiek staat.
option-keyed = { $key } · { $option }
sensitivity-key = Elke lijn eindigt op de letter van haar optie; de legenda onder de grafiek geeft de volledige naam van elke optie.
# De eigen naam van een aanbieder voor een plaats (zijn regio), aangehaald als de woorden van de aanbieder.
provider-words = „{ $words }”
