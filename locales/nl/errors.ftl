# De teksten van de foutmeldingen van gpucase, Nederlands. Elke id is één soort fout van een
# bibliotheek (of één bevinding van de controle in de kern); gpucase-app (error_text) stelt
# de meldingen hieruit samen. Variabelen met de naam $detail bevatten tekst van een externe
# parser of van het besturingssysteem (serde_json, sqlx, jiff, io): die is niet te vertalen
# en wordt letterlijk weergegeven.

## Toepassing (gpucase-app AppError)
error-io = { $path }: het bestand kan niet worden gelezen of geschreven (melding van het systeem: ‘{ $detail }’)
error-too-large = { $path }: { $size } bytes is meer dan { $kind ->
    [csv] een CSV-bestand
    [probe] de uitvoer van de probe
    [options] een optiebestand
   *[case] een casebestand
} kan zijn (ten hoogste { $limit } bytes)
error-not-utf8 = { $path }: geen UTF-8-tekst (ongeldige byte op positie { $offset }); { $kind ->
    [csv] een CSV-bestand is UTF-8-tekst
    [probe] de uitvoer van de probe is UTF-8-tekst
    [options] een optiebestand is TOML of JSON
   *[case] een casebestand is JSON
}
error-not-a-file = { $path }: geen gewoon bestand (een apparaat, een pipe of een map); geef een bestand op
error-in-file = { $path }: { $reason }
error-case-input = { $path }: { $reason }
error-no-data-dir = dit platform heeft geen gegevensmap: geef --store PAD op of stel GPUCASE_STORE in
error-report = het rapport kan niet worden opgesteld: { $reason }
error-quotes-invalid = { $path }: met deze offertes is de case niet geldig: { $field }: { $reason }
error-row-in-file = { $path }: regel { $line }, kolom { $column }: { $reason }
error-row-in-file-whole = { $path }: regel { $line }: { $reason }
error-row-entered = het ingevoerde aanbod, veld { $column }: { $reason }
error-row-entered-whole = het ingevoerde aanbod: { $reason }

## Casebestanden (gpucase-core casefile)
error-case-syntax = regel { $line }, kolom { $column }: geen geldige JSON (melding van de parser: ‘{ $detail }’)
error-case-field = { $field } (regel { $line }, kolom { $column }): de waarde past niet bij het veld (melding van de parser: ‘{ $detail }’)
error-case-invalid = { $field } (regel { $line }, kolom { $column }): { $reason }
error-case-invalid-unplaced = { $field }: { $reason }

## Bevindingen bij één veld (gpucase-core problem)
problem-detail = ongeldige waarde (melding van de bibliotheek: ‘{ $detail }’)
problem-not-empty = mag niet leeg zijn
problem-count-expected = verwacht een geheel getal, 0 of meer, gevonden: { $found }
problem-date-expected = ‘{ $found }’ is geen datum: schrijf hem als JJJJ-MM-DD (YYYY-MM-DD), een kalenderdag zoals 2027-04-01
problem-amount-without-currency = ‘{ $found }’ heeft geen valuta: schrijf die erbij, bijv. ‘{ $found } EUR’
problem-offer-key-expected = ‘{ $found }’ is geen sleutel van een aanbod: verwacht AANBIEDER/AANBOD, zoals `gpucase offers list` die toont
problem-unknown-template = ‘{ $found }’ is geen sjabloon van een werklast: verwacht office-hours, around-the-clock of office-and-nightly-batch
problem-flag-needed = { $flag } ontbreekt: geef het op, of voer de opdracht uit in een terminal om ernaar gevraagd te worden
problem-at-least = moet ten minste { $min } zijn
problem-between = moet tussen { $min } en { $max } liggen
problem-growth-beyond-fleet = jaar { $year } zou bij deze groei { $gpus } GPU’s nodig hebben, meer dan de 100000 die een workload mag hebben; verwacht: een kleinere groei of een kortere horizon
problem-above-zero = moet groter dan nul zijn
problem-range = moet van { $min } tot { $max } zijn
problem-rate-given-twice = geeft opnieuw een koers tussen { $from } en { $to }: geef elk valutapaar één keer
problem-year-rate-twice = geeft opnieuw een koers voor { $from } in jaar { $year }: geef de koers van elke valuta één keer per jaar
problem-year-rate-without-today = is een koers tussen { $from } en { $to } voor een later jaar, maar de koers van vandaag tussen beide ontbreekt: voeg er een toe zonder jaar
problem-value-given-twice = staat naast { $other }: de waarde aan het einde van de periode is een boekwaarde of een geschatte doorverkoop; laat er één leeg
problem-pue-below-one = moet 1,0 of meer zijn
problem-residual-above-purchase = mag de aankoopprijs niet overschrijden
problem-stage-month = moet een maand na maand { $after } zijn en uiterlijk de laatste maand van de horizon, maand { $last }
problem-stage-buys-nothing = een uitbreidingsstap moet kaarten of servers toevoegen
problem-stage-no-free-slots = de offerte noemt geen vrije sleuven (cards.slots): voeg servers toe, of geef de sleuven en de kaartprijs op
problem-stage-cards-above-slots = tegen dan zijn maar { $free } sleuven vrij: voeg servers toe voor meer kaarten
problem-support-share = moet een aandeel tussen 0 en 1 zijn (0.10 = 10 %)
problem-not-in-shortlist = { $offer } staat niet op de shortlist
problem-checklist-order = moet de vijf vragen elk één keer beantwoorden, in deze volgorde: { $order }
problem-no-exchange-rate = geen wisselkoers van { $from } naar de valuta van de case { $to }: voeg er een toe (gpucase case rate ID { $from } { $to } KOERS --date JJJJ-MM-DD, of de wisselkoersen van de desktop)
problem-used-twice = ‘{ $id }’ wordt twee keer gebruikt
problem-bad-id = verwacht werden 1 tot 64 letters, cijfers, ‘-’, ‘_’ of ‘.’, gevonden: ‘{ $found }’
problem-tier-unbounded-not-last = alleen de laatste prijsschijf mag onbegrensd (null) zijn
problem-last-tier-bounded = de laatste prijsschijf moet onbegrensd (null) zijn, zodat elke GB een prijs heeft
problem-tiers-not-ascending = de prijsschijven moeten oplopend op up_to_gb geordend zijn
problem-term-years = moet 1 of 3 zijn
problem-block-days = { $days } dagen kunnen niet worden geboekt: blokken duren 1–14 dagen in stappen van 1 dag of 7–182 dagen in stappen van 7 dagen
problem-no-own-quote = geen offerte voor eigen servers heeft de id ‘{ $id }’
problem-no-rent-offer = geen huuraanbod heeft de id ‘{ $id }’
problem-no-offers = noem minstens één aanbod
problem-offers-not-one-instance = is niet dezelfde instance als { $first } (aanbieder, GPU-model en -aantal, regio): voeg het toe als eigen optie
problem-offer-price-not-costable = een prijs ‘{ $model }’ per ‘{ $period }’ is niet te berekenen uit wat het aanbod vermeldt: voer dit prijsmodel met de hand in
problem-offer-term = de looptijd van een reservering moet 12 of 36 maanden zijn, gevonden: { $months }
problem-offer-currencies = de vooruitbetaling is in { $charge }, de prijs in { $price }: beide moeten in één valuta zijn
problem-spot-needs-on-demand = spotcapaciteit neemt alleen de batch-uren; voeg voor de interactieve uren het on-demand-aanbod van de instance toe
problem-offer-not-in-catalog = geen aanbod { $offer } in de catalogus: voer `gpucase offers refresh` uit, of zoek de id op met `gpucase offers list`
problem-no-window = de workload heeft geen venster met de naam „{ $name }”; zijn vensters zijn { $windows }
problem-offer-withdrawn = het aanbod { $offer } is uit de catalogus teruggetrokken: kies een actueel aanbod
problem-provider-missing = moet de aanbieder noemen
problem-term-ends-before-start = de looptijd eindigt op { $end }, voordat hij begint op { $start }
problem-early-termination-missing = vermeld de voorwaarden van het contract voor vroegtijdige beëindiging, of dat het er geen noemt
problem-egress-twice = voor ‘{ $provider }’ staan de prijsschijven voor uitgaand dataverkeer er twee keer
problem-no-tiers = heeft ten minste één prijsschijf nodig; de laatste onbegrensd (null)
problem-no-egress-for = geen prijsschijven voor uitgaand dataverkeer bij ‘{ $provider }’: voeg de prijsschijven van deze aanbieder toe onder switching
problem-data-twice = { $class } bij ‘{ $provider }’ staat er twee keer: geef één volume per gegevenssoort en aanbieder
problem-share-range = het aandeel { $share } moet groter dan 0 en ten hoogste 1 zijn
problem-source-missing = moet vermelden waar het aanbod vandaan komt (een URL of het kenmerk van de offerte)
problem-not-https = moet een https-URL zijn
problem-fetched-at-format = moet een tijdstip volgens RFC 3339 zijn, bijv. 2026-11-20T10:00:00Z
problem-unknown-needs-reason = bij ‘onbekend’ hoort een reden
problem-country-code = verwacht werd een landcode volgens ISO 3166-1 alfa-2 zoals ‘DE’, gevonden: ‘{ $found }’
problem-kind-expected = ‘{ $found }’ is geen van: { $expected }
problem-reserved-needs-term = een gereserveerde prijs heeft zijn looptijd nodig
problem-window-gpus = moet tussen 1 en de { $gpus } GPU's van de workload liggen
problem-window-start = het tijdvenster moet vóór 24:00 beginnen en van zijn einde verschillen
problem-period-hours = moet tussen 1 en 744 liggen (een periode is ten hoogste een maand)
problem-workdays-do-not-fit = { $workdays } werkdagen passen niet: een periode van { $hours } u die op een maandag begint, heeft { $weekdays } weekdagen
problem-month-format = verwacht werd een maand zoals ‘2026-03’, gevonden: ‘{ $found }’
problem-unknown-time-zone = onbekende IANA-tijdzone ‘{ $found }’, verwacht bijv. ‘Europe/Amsterdam’
problem-holiday-outside-month = { $day } valt niet in { $month }
problem-no-hours = bevat geen enkel uur
problem-more-than-twenty-years = { $hours } uur is meer dan 20 jaar
problem-length-mismatch = heeft { $len } uur, productive_gpus heeft { $hours }
problem-batch-above-productive = { $batch } batch-GPU's, maar slechts { $productive } productieve
problem-above-fleet = { $productive } productieve GPU's en { $no_data } GPU's zonder gegevens overschrijden het bestand van { $fleet }
problem-hour-format = verwacht werd een tijdstip volgens RFC 3339 zoals ‘2026-10-01T00:00:00Z’, gevonden: ‘{ $found }’
problem-bill-period = de periode van de facturen moet na het begin eindigen: van { $start } tot { $end }
problem-gpu-count-item = --gpus { $item }: verwacht INSTANTIE_OF_SKU=GPUS, bv. BoxUsage:p5e.48xlarge=8
problem-window-item = --window { $item }: verwacht NAAM;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS, bv. ‘Chat;interactive;workdays;08:00-18:00;8’
problem-unknown-option = ‘{ $id }’: geen optie van de case; de opties zijn { $known }
problem-option-in-hybrid = ‘{ $id }’: deel van de hybride optie: verwijder ‘hybrid’ mee, of houd hem
problem-no-option-left = dan houdt de case geen optie over om te vergelijken
problem-no-billed-lines = de facturen hebben geen per uur gefactureerde post met een aantal GPU's: geef de GPU's van elke GPU-instantie met --gpus INSTANTIE_OF_SKU=GPUS
problem-not-on-the-hour = moet op een heel uur vallen
problem-date-or-time = ‘{ $found }’: verwacht werd een datum (2026-10-01) of een tijdstip volgens RFC 3339
problem-report-date = ‘{ $found }’: verwacht werd een datum zoals 2026-12-01 (melding van de parser: ‘{ $detail }’)
problem-note-missing = vermeld wie het heeft verklaard of waar het staat
problem-unknown-column = onbekende kolom; de kolommen zijn: { $columns }
problem-column-required = deze kolom is verplicht
problem-column-twice = deze kolom staat twee keer in de kopregel (kolommen { $first } en { $second }); houd er één
problem-no-rows = het bestand heeft een kopregel, maar geen rijen
problem-not-plain-decimal = ‘{ $found }’ is geen eenvoudig decimaal getal (cijfers en één decimale punt, geen scheidingstekens voor duizendtallen)
problem-not-plain-decimal-comma = ‘{ $found }’ is geen eenvoudig decimaal getal (cijfers en één decimale komma of punt, geen scheidingstekens voor duizendtallen)
problem-no-currency = ‘{ $found }’ heeft geen valuta: schrijf bijv. ‘{ $found } EUR’ of voeg een kolom currency toe
problem-not-whole-number = ‘{ $found }’ is geen geheel getal
problem-not-quote-date = ‘{ $found }’ is geen datum (2026-11-20) en geen tijdstip volgens RFC 3339
problem-no-offer = de rij leverde geen aanbod op
problem-already-on-line = ‘{ $id }’ staat al op regel { $line }
problem-unknown-field = onbekend veld
problem-appears-twice = ‘{ $id }’ komt twee keer voor
problem-not-in-case-shortlist = { $offer } staat niet op de shortlist van de case
problem-measured-stays = de run van de probe van { $probed_at } heeft gemeten dat { $offer } minder levert dan aangeboden (andere isolatie, GPU, toewijzing of aantal GPU's): een notitie kan niet opheffen wat gemeten is; leg een run van de probe op een vervangende machine vast
problem-unknown-credential = { $name } is geen inloggegeven dat een plug-in of het ophalen van meetgegevens vraagt
problem-empty-credential = { $name }: de waarde is leeg
problem-no-manual-offer = geen handmatig ingevoerd aanbod ‘{ $id }’ in de catalogus
problem-no-such-plugin = --plugin { $id }: geen plug-in met die naam in { $folder }
problem-unknown-metrics-format = --format { $found }: verwacht werd promjson, vmjsonl, openmetrics, promtext of csv
problem-threshold-unusable = sm_active_threshold: geen getal waarmee de import kan rekenen
problem-import-cancelled = de import is afgebroken
problem-scenario-not-object = verwacht werd een JSON-object met "format": "gpucase/3"
problem-format-newer = het bestand heeft formaat { $found }, nieuwer dan deze gpucase kan lezen ({ $known }): werk gpucase bij om het te openen
problem-format-unknown = verwacht werd ‘{ $expected }’ (of het oudere ‘{ $older }’), gevonden: { $found }
problem-format-missing = verwacht werd ‘{ $expected }’ (of het oudere ‘{ $older }’), maar het veld ‘format’ ontbreekt
problem-integer-out-of-range = het gehele getal { $value } valt buiten ±2^53, het bereik dat JSON-getallen exact weergeven
problem-not-finite = geen eindig getal
problem-string-too-long = een tekenreeks van { $len } bytes; ten hoogste { $max } zijn toegestaan
problem-too-deep = meer dan { $max } niveaus diep genest; een case is veel minder diep opgebouwd
problem-array-too-long = een lijst met meer dan { $max } elementen
problem-version-number = versie ‘{ $found }’: verwacht werd ID@VERSIE met een versienummer vanaf 1
problem-not-file-nor-case-id = geen bestaand bestand en ook geen case-ID (letters, cijfers, - en _, eventueel gevolgd door @VERSIE)
problem-stored-needs-store = { $id }: voor een opgeslagen case is de caseopslag nodig
problem-output-is-store = { $path }: dit is de caseopslag die gpucase geopend heeft (of het bestand -wal of -shm ervan); eroverheen schrijven zou de bibliotheek vernietigen; kies een ander bestand
problem-output-is-input = { $path }: deze opdracht leest dit bestand; de uitvoer eroverheen schrijven zou de invoer vernietigen; kies een ander bestand
problem-output-written-twice = { $path }: deze opdracht heeft al een andere uitvoer naar dit bestand geschreven; kies voor elke uitvoer een eigen bestand
problem-import-unsigned = { $path }: niet geïmporteerd: het bestand is niet ondertekend, terwijl om een vertrouwde handtekening werd gevraagd; importeer het zonder --trust of met --accept-untrusted alleen als u weet waar het vandaan komt
problem-import-not-trusted = { $path }: niet geïmporteerd: de handtekening is intact maar niet vertrouwd ({ $reason }); importeer het met --accept-untrusted alleen als u de ondertekenaar kent
problem-no-free-copy-name = er is geen vrije naam meer voor de kopie van de caseopslag
problem-no-team-library = er is geen teamopslag verbonden: maak eerst verbinding met een (postgres://GEBRUIKER@HOST/DATABASE)

## Bedragen, hoeveelheden, talen (gpucase-core)
error-money-malformed = verwacht werd een bedrag zoals ‘1234.56 EUR’, gevonden: ‘{ $found }’
error-money-unknown-currency = onbekende valuta ‘{ $found }’: verwacht werd EUR, USD, GBP of CHF
error-money-negative = het bedrag { $amount } mag niet negatief zijn
error-money-too-large = het bedrag { $amount } overschrijdt de grens van { $limit }
error-money-currency-mismatch = { $first } en { $second } kunnen niet worden samengeteld: reken eerst om met een wisselkoers
error-quantity-malformed = verwacht werd een decimaal getal als tekenreeks zoals ‘1.25’, gevonden: ‘{ $found }’
error-quantity-negative = { $value } mag niet negatief zijn
error-quantity-too-large = { $value } overschrijdt de grens van { $limit }
error-unknown-language = onbekende taal ‘{ $found }’: verwacht werd en, de, nl of fr
error-tco-empty-profile = het workloadprofiel bevat geen uren
error-notes-date = { $field }: de datumberekening is mislukt (melding van de bibliotheek: ‘{ $detail }’)

## Caseopslag (gpucase-store)
error-store-open = de caseopslag { $path } kan niet worden geopend (melding van de database: ‘{ $detail }’)
error-store-migrate = de caseopslag kan niet worden bijgewerkt (melding van de database: ‘{ $detail }’)
error-store-query = de query op de caseopslag is mislukt (melding van de database: ‘{ $detail }’)
error-store-not-found = geen case ‘{ $case }’ in de opslag
error-store-not-found-similar = geen case ‘{ $case }’ in de opslag; bedoelde u ‘{ $similar }’?
error-store-version-not-found = geen case ‘{ $case }’ met versie { $version } in de opslag
error-offer-not-found = geen aanbod ‘{ $offer }’ in de catalogus
error-offer-not-found-similar = geen aanbod ‘{ $offer }’ in de catalogus; bedoelde u ‘{ $similar }’?

## Rapport (gpucase-report)
error-report-date = de rapportdatum kan niet als PDF-datum dienen (melding van de bibliotheek: ‘{ $detail }’)
error-report-pdf = de PDF kon niet worden geschreven (melding van de bibliotheek: ‘{ $detail }’)
error-report-missing-glyph = het lettertype van het rapport heeft geen teken voor ‘{ $character }’ (U+{ $code }) in ‘{ $text }’
error-report-messages = de teksten van het rapport zijn onvolledig: { $detail }
error-report-switching = de notities over het overstappen konden niet worden geschreven: { $detail }

## Plug-ins (gpucase-plugins)
error-plugin-io = { $path }: het bestand kan niet worden gelezen (melding: ‘{ $detail }’)
error-plugin-manifest = { $path }: het manifest is ongeldig (melding: ‘{ $detail }’)
error-plugin-fixture = { $path }: het opgenomen antwoord is ongeldig (melding: ‘{ $detail }’)
error-plugin-script = plug-in { $plugin }: het script is mislukt (melding: ‘{ $detail }’)
error-plugin-shape = plug-in { $plugin }: offers() moet een lijst van aanbod-maps teruggeven, het gaf { $found }
error-plugin-stopped = plug-in { $plugin }: gestopt: { $limit }
error-plugin-stopped-at = plug-in { $plugin }: gestopt in main.rhai, regel { $line }: { $limit }
error-plugin-limit-operations = het voerde meer dan { $value } bewerkingen uit, de grens van een run (een eindeloze lus?)
error-plugin-limit-wall-time = het liep langer dan { $value } s, de looptijdgrens van een run
error-plugin-limit-script-time = het rekende langer dan { $value } s, de rekentijdgrens van een run (zonder het wachten op zijn verzoeken)
error-plugin-limit-call-depth = zijn aanroepen waren dieper dan { $value } niveaus genest, de grens van een run (eindeloze recursie?)
error-plugin-limit-string-bytes = een tekenreeks groeide voorbij { $value } bytes, de grens van één tekenreeks of van de tekenreeksen in één lijst of map
error-plugin-limit-array-items = een lijst groeide voorbij { $value } elementen, de grens van één lijst (geneste elementen meegeteld)
error-plugin-limit-map-entries = een map groeide voorbij { $value } elementen, de grens van één map (geneste elementen meegeteld)
error-plugin-limit-heap-bytes = het hield meer dan { $value } bytes geheugen vast, de grens van een run (al zijn waarden samen)
error-plugin-limit-offers = het gaf meer dan { $value } aanbiedingen, de grens van een run
error-plugin-duplicate-offer = plug-in { $plugin }: de aanbiedingen { $first } en { $second } hebben allebei de id { $id }; een id moet in een run uniek zijn, dus de verversing van deze plug-in wordt geweigerd
error-offer-refused = plugin { $plugin }: aanbod { $index }: { $field }: { $reason }
error-plugin-fixture-not-plain = { $path }: file = { $file }: verwacht een gewoon bestand (geen apparaat, FIFO of map)
error-plugin-fixture-too-large = { $path }: file = { $file } bevat { $size } bytes; een opgenomen antwoord mag ten hoogste { $max } bytes bevatten

## Ondertekenen en controleren (gpucase-app signing, gpucase-sign)
error-signing-read = { $path }: het bestand kan niet worden gelezen (melding van het systeem: ‘{ $detail }’)
error-signing-too-large = { $path }: { $size } bytes is meer dan dit bestand ({ $what }) kan zijn (ten hoogste { $limit } bytes)
error-signing-password-unset = de wachtwoordvariabele { $name } is niet ingesteld: zet export { $name }=... in de omgeving (gpucase neemt een wachtwoord nooit als argument aan)
error-signing-key = { $path }: { $reason }
error-signing-sign = het rapport kan niet worden ondertekend: { $reason }
error-signing-verify = { $path }: { $reason }
error-key-wrong-password = onjuist wachtwoord: { $what } kon er niet mee worden geopend
error-key-password-needed = de privésleutel is versleuteld: geef het wachtwoord op
error-key-no-key = geen privésleutel in { $what }
error-key-no-certificate = geen certificaat in { $what }: om te ondertekenen is het certificaat van de ondertekenaar nodig
error-key-mismatch = de privésleutel past niet bij het certificaat ‘{ $subject }’ (noch bij een ander opgegeven certificaat)
error-key-unsupported = niet-ondersteund sleuteltype: { $found }; gpucase ondertekent met RSA-sleutels van 2048 bits of meer en ECDSA-sleutels op P-256 (prime256v1)
error-key-unsupported-protection = niet-ondersteunde beveiliging { $algorithm } in { $what }; exporteer het bestand opnieuw met AES-256 (`openssl pkcs12 -export`)
error-key-malformed = { $what } is onjuist opgebouwd (melding: ‘{ $detail }’)
error-sign-pdf = de te ondertekenen PDF kan niet worden gelezen (melding: ‘{ $detail }’)
error-sign-encrypted = de PDF is versleuteld; gpucase ondertekent alleen onversleutelde PDF's
error-sign-no-page = de PDF heeft geen pagina om de handtekening op te plaatsen
error-sign-cms = de handtekening kan niet worden opgebouwd (melding: ‘{ $detail }’)
error-verify-not-pdf = geen PDF: geen kop %PDF- in de eerste 1024 bytes
error-verify-trust-anchor = vertrouwensanker: { $detail }
error-verify-too-many-signatures = niet bevestigd: het bestand bevat { $found } handtekeningen met een leesbare /ByteRange, waar een ondertekend document er een handvol heeft; gpucase controleert er hoogstens { $limit }
error-internal = gpucase kon een stap niet afronden die bij correcte invoer niet mislukt (een fout in gpucase: meld die alstublieft): { $detail }
error-catalog-offer-unreadable = het catalogusaanbod { $offer } is niet leesbaar: { $detail }
error-catalog-observation-unreadable = het catalogusaanbod { $offer }, zoals gezien op { $at }, is niet leesbaar: { $detail }
error-options-file = { $path }: niet te lezen als TOML of JSON: { $detail }
error-catalog-env = GPUCASE_CATALOG={ $found }: verwacht local (de aanbodcatalogus in de lokale bibliotheek) of team (die van de teambibliotheek, gedeeld)

## Inloggegevens (gpucase-secrets)
error-secret-invalid-name = ongeldige naam voor inloggegevens ‘{ $name }’ (melding: ‘{ $detail }’)
error-secret-not-unicode = de omgevingsvariabele { $name } is ingesteld, maar haar waarde is geen geldige UTF-8
error-secret-keyring = de sleutelhanger van het systeem (dienst ‘gpucase’, account { $name }) is mislukt bij ‘{ $action }’ (melding: ‘{ $detail }’)

## Import van meetgegevens (gpucase-metrics)
error-metrics-position = regel { $line }, kolom { $column } (byte { $offset })
error-metrics-io = { $file }: het bestand kan niet worden gelezen (melding van het systeem: ‘{ $detail }’)
error-metrics-syntax = { $file }: { $at }: verwacht werd { $expected }, gevonden: { $found }
error-metrics-unsupported = { $file }: { $at }: niet ondersteund (melding: ‘{ $detail }’)
error-metrics-query-failed = { $file }: Prometheus meldt een fout ({ $type }): ‘{ $detail }’
error-metrics-http = { $url }: de aanvraag is mislukt (melding: ‘{ $detail }’)
error-metrics-cancelled = { $url }: afgebroken na { $done } van { $total } aanvragen
error-metrics-unknown-format = { $file }: onbekende indeling (begint met ‘{ $start }’); verwacht werd Prometheus-query_range-JSON, een VictoriaMetrics-export in JSON-regels, OpenMetrics- of Prometheus-tekst, of een Grafana-CSV
error-metrics-no-samples = geen meetwaarden van DCGM_FI_PROF_SM_ACTIVE of vllm:num_requests_running met een label gpu of instance in de invoer ({ $ignored })
error-metrics-invalid-option = optie { $option } van de samenvatting: { $detail }
error-metrics-timestamp-out-of-range = een meetwaarde op { $ms } ms sinds 1970-01-01 valt buiten de jaren -9999 tot 9999: controleer de tijdseenheid van de invoer
error-metrics-period-too-long = de meetwaarden beslaan { $hours } uur (van { $first } tot { $last }); ten hoogste { $max } uur kan worden samengevat: controleer de tijdseenheid van de invoer
error-metrics-too-many-series = { $file }: meer dan { $max } reeksen van DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL en vllm:num_requests_running/waiting; vat de vloot in delen samen (per host)
error-metrics-too-many-hours = { $file }: meer dan { $max } uren over alle reeksen van DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL en vllm:num_requests_running/waiting, meer dan een import in het geheugen houdt; vat de vloot in delen (per host) of een kortere periode samen
error-metrics-too-long = { $file }: { $what } heeft { $bytes } bytes, ten hoogste { $max } worden gelezen (het begint met "{ $start }")
error-metrics-too-many-gpu-hours = { $gpus } GPU's over { $hours } uur zijn { $gpuhours } GPU-uren; ten hoogste { $max } GPU-uren kunnen worden samengevat: vat de vloot in delen samen (per host of per periode)

## Uitvoer van de controle in de machine (gpucase-probe)
error-probe-in-file = { $path }: { $reason }
error-probe-pasted = de geplakte uitvoer: { $reason }
error-probe-too-large = de uitvoer van de controle is { $size } bytes, meer dan de { $limit } bytes die worden aanvaard; verwacht werd de uitvoer van `gpucase probe script` (hooguit enkele honderden kilobytes)
error-probe-binary = de invoer is binair ({ $reason } op byte { $offset }); verwacht werd de tekstuitvoer van `gpucase probe script`
error-probe-no-header = geen kopregel van de controle gevonden: verwacht werd een regel die begint met `@@gpucase-probe 1 probe version=` (de eerste regel die het script afdrukt){ $hint }
error-probe-unsupported-frame = regel { $line }: frameformaat { $found } wordt niet ondersteund; deze versie leest frameformaat { $supported } (voer het script van deze gpucase-versie uit)
error-probe-two-runs = de uitvoer bevat twee runs van de probe (kopregels { $first } en { $second }); analyseer elke run afzonderlijk

## Overzicht, werkmap en scenariobestanden (gpucase-app, -xlsx, -store, -sign)
error-report-not-recorded = { $path }: het rapport is geschreven, maar de caseopslag kon het niet vastleggen: { $reason }
error-workbook = de werkmap kan niet worden geschreven: { $reason }
error-xlsx-write = het schrijven van de werkmap is mislukt (melding van de XLSX-bibliotheek: ‘{ $detail }’)
error-xlsx-mismatch = de vergelijking hoort niet bij case ‘{ $case }’: { $expected } opties verwacht, { $found } aangetroffen
error-xlsx-no-rate = veld { $field }: geen wisselkoers van { $from } naar de valuta van de case { $to }
error-store-exists = er staat al een case ‘{ $case }’ in de opslag
error-store-tag = label ‘{ $tag }’: { $reason }
error-store-not-a-store = { $path }: geen caseopslag van gpucase: { $reason }; de huidige opslag blijft ongewijzigd
error-store-file = { $path }: het bestand kan niet worden geschreven (melding van het systeem: ‘{ $detail }’)
error-store-in-memory = een opslag in het werkgeheugen heeft geen bestand om te back-uppen of te bewaren
error-tag-empty = verwacht werden een of twee woorden, maar er is niets ingevuld
error-tag-too-long = verwacht werden ten hoogste { $max } tekens
error-tag-control = verwacht werd tekst zonder stuurtekens
error-not-a-store-no-file = het bestand bestaat niet
error-not-a-store-unreadable = SQLite kan het bestand niet lezen (melding van de database: ‘{ $detail }’)
error-not-a-store-integrity = de integriteitscontrole is mislukt (bevinding van SQLite: ‘{ $detail }’)
error-not-a-store-broken-references = tabel { $table }: { $rows ->
        [one] { $rows } rij verwijst
       *[other] { $rows } rijen verwijzen
    } naar ontbrekende rijen
error-not-a-store-no-migrations = de migratietabel van gpucase (_sqlx_migrations) ontbreekt
error-not-a-store-no-first-migration = de eerste migratie van gpucase ontbreekt
error-not-a-store-newer = geschreven door een nieuwere gpucase (migratie { $version } is hier onbekend)
error-not-a-store-migration-differs = migratie { $version } wijkt af van die van deze gpucase
error-not-a-store-hash-mismatch = case ‘{ $case }’ versie { $version }: het document past niet bij de hash die ermee is opgeslagen (na het opslaan bewerkt); er is niets hersteld
error-not-a-store-invalid-document = case ‘{ $case }’ versie { $version }: het document is geen geldige case ({ $detail }); er is niets hersteld
error-sign-font = het lettertype van het handtekeningblok kan niet worden ingesloten: { $reason }
error-sign-font-file = het voor het handtekeningblok opgegeven lettertypebestand is onbruikbaar: { $reason }
error-font-parse = het bestand kan niet als TrueType-/OpenType-lettertype worden gelezen (melding van de lettertypeparser: ‘{ $detail }’)
error-font-subset = van het lettertype { $font } kan geen deelverzameling worden gemaakt (melding: ‘{ $detail }’)
error-scenario-not-base64 = { $path }: signature.cms is geen base64 (melding van de decoder: ‘{ $detail }’)
error-scenario-signature-broken = { $path }: de handtekening past niet bij de inhoud ({ $finding }); er is niets geïmporteerd
error-integrity-intact = ongewijzigd
error-integrity-digest-mismatch = de inhoud is na de ondertekening gewijzigd
error-integrity-signature-invalid = de handtekening is niet met de sleutel van het certificaat gezet
error-integrity-unreadable = niet te controleren (bevinding: ‘{ $detail }’)

## De uitkomst van het verversen van één plugin (voortgangsregels, samenvatting).
refresh-done = { $plugin }: { $added } nieuw, { $changed } gewijzigd, { $unchanged } ongewijzigd, { $withdrawn } ingetrokken{ $refused ->
        [0] {""}
       *[other] , { $refused } geweigerd
    }
refresh-skipped = { $count } { $count ->
        [one] item
       *[other] items
    } overgeslagen: { $reasons }
refresh-skip-reason = { $count } × { $reason }
refresh-skipped-item = overgeslagen ({ $reason }): { $item }
refresh-skipped-more = en nog { $more } overgeslagen ({ $reason })
refresh-part-failed = niet gelezen: { $part }: { $message }; de aanbiedingen ervan blijven zoals ze waren, geen ingetrokken
refresh-failed = { $plugin }: mislukt, de laatste stand blijft bewaard: { $reason }
refresh-not-run = niet uitgevoerd: het verversen werd afgebroken
refresh-cancelled = afgebroken: de laatste stand blijft bewaard

error-store-connect = geen verbinding met de teamopslag { $location }: { $detail }
error-store-newer-server = de teamopslag { $location } is bijgewerkt door een nieuwere gpucase (haar migratie { $version } is hier onbekend); er is niets gewijzigd: installeer de gpucase-versie die het team gebruikt
error-store-cannot-create-roles = de teamopslag { $location } is nieuw en de eerste verbinding maakt de rollen van gpucase aan, maar rol ‘{ $role }’ mag geen rollen aanmaken; er is niets gewijzigd: de beheerder van de server voert eenmaal scripts/team-library-admin.sql uit (of ALTER ROLE { $role } CREATEROLE), zie docs/team-library.md
error-team-url = { $found }: verwacht de URL van een teamopslag postgres://GEBRUIKER@HOST:POORT/DATABASE
error-team-url-unreadable = { $url }: niet leesbaar: { $detail }
error-team-url-password = { $url }: de URL bevat een wachtwoord; geef het in GPUCASE_STORE_PASSWORD of de sleutelbos van het systeem, nooit in een URL
error-store-stale = case ‘{ $case }’ is intussen opgeslagen als versie { $latest } door { $who } om { $at }; uw wijzigingen zijn gemaakt op versie { $base } en zijn niet opgeslagen: vergelijk ze met versie { $latest }, of sla ze op als versie { $next } daarbovenop
error-store-stale-new = case ‘{ $case }’ is intussen aangemaakt door { $who } om { $at } (versie { $latest }); de uwe is niet opgeslagen: vergelijk die met versie { $latest }, of sla die op als versie { $next } daarbovenop
error-store-stale-gone = case ‘{ $case }’ staat niet meer in de opslag; uw wijzigingen zijn niet opgeslagen
error-store-who-role = { $by } (rol { $role })
error-store-approved = case ‘{ $case }’ versie { $version } is goedgekeurd door { $who } om { $at }: een goedgekeurde versie kan niet worden gewijzigd of verwijderd, alleen vervangen door een nieuwe versie
error-store-denied = de teamopslag heeft dit geweigerd voor rol ‘{ $role }’: { $detail }
error-store-local-only = back-ups en herstel werken op een lokale opslag; een teamopslag wordt geback-upt met de eigen middelen van de server (pg_dump)

## Facturen importeren (crates/bills).
error-bills-io = { $file }: kan niet gelezen worden: { $detail }
error-bills-empty = { $file }: het bestand is leeg; verwacht een FOCUS-CSV-export met kopregel
error-bills-missing-columns = { $file }: rij 1: geen kolom { $missing } (een FOCUS-export heeft ze; geef voor een andere CSV de eigen namen met --map FOCUS_KOLOM=UW_KOLOM); de kopregel begint met { $found }
error-bills-bad-decimal = { $file }: rij { $row }, kolom { $column }: { $found } is geen decimaal getal
error-bills-bad-currency = { $file }: rij { $row }, kolom { $column }: { $found } is geen valuta die gpucase omrekent (EUR, USD, GBP of CHF)
error-bills-bad-time = { $file }: rij { $row }, kolom { $column }: { $found } is geen datum en tijd (RFC 3339, bv. 2024-09-01T00:00:00Z)
error-bills-mixed-currency = { $file }: rij { $row }, kolom { $column }: { $found } na { $first } in de rijen ervoor: een factuur wordt in één valuta geïmporteerd; importeer de rijen van elke valuta apart
error-bills-field-count = { $file }: rij { $row }: { $found } velden waar de kopregel er { $expected } heeft
error-bills-bad-row = { $file }: rij { $row }: { $detail }
error-bills-too-many-groups = { $file }: rij { $row }: meer dan { $max } verschillende groepen van aanbieder, dienst, SKU, instantie en regio: splits de export, of importeer per maand
error-bills-bomb = { $file }: pakt uit tot meer dan { $ratio } keer zijn grootte: geweigerd als gzip-bom, geen factuur
error-bills-parquet = { $file }: geen Parquet-factuur die gpucase kan lezen: { $why }
error-bills-row-group = { $file }: rijgroep { $group } beslaat ongecomprimeerd { $bytes } bytes, meer dan de { $max } die in één keer worden gelezen: exporteer met kleinere rijgroepen
error-bills-mapping-syntax = --map { $item }: verwacht FOCUS_KOLOM=UW_KOLOM, bv. BilledCost=Bedrag
error-bills-mapping-column = --map { $item }: { $column } is geen kolom die de import leest; hij leest { $known }
bills-not-taken-no-gpus = niet overgenomen: { $name }: de GPU's per gefactureerd uur zijn onbekend; als het een GPU-instantie is, geef ze op ({ $name }=GPUS: --gpus op de opdrachtregel, het GPU-veld van de desktop)
bills-not-taken-negative = niet overgenomen: { $name }: het kostte zoals betaald minder dan niets (een tegoed groter dan het gebruik)
bills-not-taken-no-hours = niet overgenomen: { $name }: de uren gaan verder dan een case bevat
bills-from-catalog = { $name }: { $gpus } GPU's per gefactureerd uur, zoals de catalogusaanbieding { $offer } van dat product

## Waarom het certificaat van een ondertekenaar niet naar een vertrouwensanker leidt.
trust-reason-unreadable = de handtekening kon niet worden gelezen
trust-reason-no-signing-time = de handtekening noemt geen ondertekeningstijd (/M) om de certificaten op te controleren
trust-reason-no-path = geen pad naar een vertrouwensanker: de uitgever "{ $issuer }" van "{ $certificate }" is geen vertrouwensanker en zit niet in de handtekening
trust-reason-path-too-long = geen vertrouwensanker binnen { $max } certificaten
trust-reason-not-valid-at = het certificaat "{ $certificate }" was niet geldig op de ondertekeningstijd { $at }: geldig van { $from } tot { $to }
trust-reason-may-not-sign-documents = het certificaat "{ $certificate }" mag geen documenten ondertekenen: het sleutelgebruik noemt digitale handtekening noch onweerlegbaarheid
trust-reason-not-ca = het certificaat "{ $certificate }" is geen CA-certificaat en kan dus geen andere uitgeven
trust-reason-path-length = het certificaat "{ $certificate }" staat { $limit } { $limit ->
        [one] CA-certificaat
       *[other] CA-certificaten
    } onder zich toe, het pad heeft er { $below }
trust-reason-may-not-sign-certificates = het certificaat "{ $certificate }" mag geen certificaten ondertekenen: het sleutelgebruik mist certificaatondertekening
trust-reason-signature-invalid = de handtekening van "{ $certificate }" door "{ $issuer }" klopt niet
trust-reason-unsupported = het certificaat "{ $certificate }" kan niet worden gecontroleerd: { $detail }
