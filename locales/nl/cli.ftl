# The gpucase CLI's messages, Dutch. Same ids and variables as locales/en/cli.ftl; terms
# as in locales/nl/glossary.toml. Address: "je".

## Errors
cli-error = gpucase: fout: { $message }
cli-plugins-check-failed = { $failed } van { $total } plugins zijn niet door de controle gekomen: { $ids }
cli-refresh-failed = { $failed } van { $total } plugins zijn mislukt; hun laatste geldige aanbiedingen blijven in de catalogus
cli-offer-not-found = --offer { $id }: die aanbieding staat niet in de catalogus (gpucase offers list toont de aanbiedingen)
cli-offer-ambiguous = --offer { $id }: { $count } aanbiedingen hebben die id; geef hem op als provider/offer_id
cli-bad-instant = { $flag } { $value }: verwacht een datum (2026-10-01) of een tijd volgens RFC 3339
cli-bad-step = --step { $value }: verwacht seconden of minuten, bijv. 15s of 1m
cli-bad-aggregate = --aggregate { $value }: verwacht auto, raw of server
cli-fetch-failed = het ophalen bij de metriekserver is onverwacht gestopt

## Counts
cli-cases-listed = { $count ->
    [one] { $count } dossier
   *[other] { $count } dossiers
}
cli-check-recorded = bij de aanbieder opgenomen antwoorden (fixtures/recorded): { $count ->
        [one] 1 aanbieding
       *[other] { $count } aanbiedingen
    }
cli-offers-count = { $count ->
    [one] { $count } aanbieding
   *[other] { $count } aanbiedingen
}

## Report and demo
cli-report-written = { $path } geschreven ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
cli-demo-report = Rapport: { $path }
cli-demo-comparison = Vergelijking: { $path }

## Cost comparison (gpucase tco)
cli-tco-heading = { $name } ({ $currency }), horizon { $years } jaar
cli-workload = Workload: { $productive } van { $hours } uur productief; { $productive_gpu_hours } van { $gpu_hours } GPU-uren ({ $share })
cli-col-option = Optie
cli-col-total = Totaal
cli-col-billed = Gefactureerde GPU-u/periode
cli-col-productive = Productieve GPU-u/periode
cli-col-per-productive-hour = Per productief GPU-u
cli-cheapest = goedkoopst per productief GPU-uur: { $option }
cli-break-even-below = break-evenpunt: { $option } is goedkoper dan { $own } bij een productief aandeel onder { $share }
cli-break-even-own-always = break-evenpunt: { $own } is bij elk productief aandeel goedkoper dan { $option }
cli-break-even-rent-always = break-evenpunt: { $option } is bij elk productief aandeel goedkoper dan { $own }
cli-break-even-cancels = break-evenpunt: { $option } blijft elk uur toegewezen, dus het productieve aandeel valt weg: eigen { $own_cost }, gehuurd { $rent_cost } per GPU-uur

## Plugins
cli-plugin-fetch = ophalen: { $prefixes }
cli-plugin-secrets = inloggegevens: { $names }
cli-plugin-no-secrets = inloggegevens: geen
cli-check-ok = ok
cli-check-problem = probleem
cli-check-mismatch = afwijking
cli-check-failed = mislukt

## Offers
cli-refused = geweigerd: { $problem }
cli-offers-imported = { $file }: { $count ->
    [one] { $count } handmatige aanbieding gelezen
   *[other] { $count } handmatige aanbiedingen gelezen
}: { $added } nieuw, { $changed } gewijzigd, { $unchanged } ongewijzigd
cli-offer-withdrawn = manual/{ $id } ingetrokken
cli-offer-per-hour = { $price }/u
cli-offer-derived = (per maand / 730)
cli-offer-upfront = (vooruitbetaling verdeeld over de looptijd)
cli-offer-commitment-only = alleen met verplichting te koop: geen on-demand- of spotprijs
cli-offer-available = beschikbaar op { $date }
cli-offer-available-count = { $count } vrij op { $date }
cli-offer-available-level = voorraad ‘{ $level }’ op { $date }
cli-offer-unavailable = geen vrij op { $date }
cli-offer-restates = geeft { $product } ({ $provider }) weer
cli-offer-second-agrees = { $source } noemt dezelfde prijs
cli-offer-second-differs = ≠ { $source }: { $price } (gelezen op { $date })
cli-offer-age = gelezen { $days ->
    [0] vandaag
    [one] 1 dag geleden
   *[other] { $days } dagen geleden
}
cli-history-heading = { $offer }: { $count ->
    [one] { $count } waarneming
   *[other] { $count } waarnemingen
}
cli-history-heading-latest = { $offer }: de laatste { $count } van { $total } waarnemingen
cli-history-when = { $date } om { $time } UTC
cli-history-price = { $amount } { $period ->
    [hour] per uur
   *[month] per maand
}, { $model ->
    [on_demand] on-demand
    [spot] spot
    [interruptible] onderbreekbaar
    [reserved] gereserveerd
    [savings_plan] Savings Plan
   *[capacity_block] capaciteitsblok
}
cli-history-price-term = { $price }, looptijd { $months } maanden
cli-history-first = eerste waarneming
cli-history-oldest-shown = oudste getoonde waarneming
cli-history-again = opnieuw aangeboden, ongewijzigd
cli-history-change-price = prijs { $before } → { $after }
cli-history-change = { $field }: { $before } → { $after }
cli-history-none = (geen)
cli-history-withdrawn = op { $when } uit de catalogus teruggetrokken

## Cases in the store
cli-case-imported-new = { $file } geïmporteerd: nieuw dossier { $id } (versie { $version })
cli-case-imported-version = { $file } geïmporteerd: versie { $version } van dossier { $id }
cli-case-exported = { $id } versie { $version } geëxporteerd naar { $file }
cli-case-file-exported = { $id } geschreven naar { $file }
cli-workbook-exported = werkmap van { $id } geschreven naar { $file }: { $options ->
    [one] één optie
   *[other] { $options } opties
} als formules, { $bytes } bytes
cli-scenario-migrated = gelezen uit het oudere formaat { $from } via de migratie naar { $to }
cli-scenario-report = Rapport: laatst opgesteld door { $author }, gedateerd { $date }, taal: { $language ->
    [de] Duits
    [nl] Nederlands
    [fr] Frans
   *[en] Engels
}
cli-scenario-unsigned = Handtekening: niet ondertekend (niemand staat voor dit bestand in)
cli-scenario-signed = Handtekening: ondertekend door { $signer } op { $time } (volgens de ondertekenaar); sinds de ondertekening ongewijzigd
cli-scenario-results-match = Resultaten: deze gpucase berekent dezelfde cijfers als het bestand ({ $computed_by })
cli-scenario-results-differ = Waarschuwing: deze gpucase berekent { $count ->
    [one] één cijfer
   *[other] { $count } cijfers
} anders dan het bestand ({ $computed_by }):
cli-scenario-results-none = Resultaten: het bestand bevat er geen om te vergelijken (een casebestand of een ouder formaat)
# Eén verschil tussen de resultaten van een scenariobestand en die van deze gpucase.
scenario-difference-currency = valuta: bestand { $file }, hier berekend { $computed }
scenario-difference-only-in-file = optie { $option }: in het bestand, hier niet berekend
scenario-difference-only-here = optie { $option }: hier berekend, niet in het bestand
scenario-difference-figure = optie { $option } { $figure }: bestand { $file }, hier berekend { $computed }
scenario-difference-choice = { $choice }: bestand { $file }, hier berekend { $computed }
scenario-difference-none = geen
scenario-difference-not-computed = de case is hier niet te berekenen: { $reason }
cli-scenario-verify-unsigned = { $path }: niet ondertekend
cli-scenario-verify-signed = { $path }: ondertekend scenariobestand
cli-quotes-added = { $id } versie { $version }: { $added ->
    [one] { $added } offerte toegevoegd
   *[other] { $added } offertes toegevoegd
} ({ $added_ids }), { $replaced } vervangen ({ $replaced_ids })

## Probe
cli-probe-against = Vergeleken met { $offer }:
cli-probe-no-difference = geen verschil met wat de aanbieding vermeldt
cli-severity-critical = kritiek
cli-severity-warning = waarschuwing
cli-severity-info = opmerking

## Metrics
cli-reading-mb = lezen: { $percent } van { $total } MB
cli-reading-requests = lezen: { $percent } van { $total } verzoeken
cli-metrics-kept = { $case } versie { $version }: uurcijfers van { $hours } uur bewaard; ze zijn nu het workloadprofiel
cli-metrics-kept-schedule = { $case } versie { $version }: uurcijfers van { $hours } uur bewaard; het schema blijft het workloadprofiel
cli-m-period = periode
cli-m-period-value = { $first } tot { $last } ({ $hours } u, { $days } lokale dagen in { $zone })
cli-m-gpus = GPU’s / servers
cli-m-productive = productief
cli-m-productive-value = { $productive } van { $total } GPU-uren: { $share } ({ $share_with_data } van de uren met gegevens)
cli-m-no-data = zonder gegevens
cli-m-no-data-value = { $hours } GPU-uren, { $share } van de periode: onbekend, niet als inactief en niet als productief geteld
cli-m-productive-by = productief door
cli-m-productive-by-value = alleen verzoeken { $requests }, alleen SM-activiteit (batch) { $sm }, beide { $both }, alleen batchschema { $schedule }
cli-m-schedule = batchschema
cli-m-schedule-value = { $windows } vensters: { $scheduled } GPU-uren gepland, waarvan { $without_data } zonder gegevens (productief volgens schema)
cli-m-by-period = per periode
cli-m-by-period-value = werkdag overdag { $daytime }, avond { $evening }, nacht { $night }, weekend { $weekend }, maandeinde { $month_end }
cli-m-sm = SM-activiteit
cli-m-sm-value = in productieve uren: gemiddeld { $mean }, mediaan { $median }, p95 { $p95 }, bij 0,8 of meer { $high }
cli-m-queue = wachtrij
cli-m-queue-value = { $hours } uur met wachtende verzoeken, piek { $peak }; { $queued } GPU-uren wachtende vraag (een hybride huurt ervoor){ $unsized ->
    [0] {""}
   *[other] ; { $unsized } serveruren niet bepaald (server zonder GPU of zonder lopend verzoek)
}
cli-m-queue-peak = { $peak } op { $instance }
cli-m-quality = datakwaliteit
cli-m-quality-value = { $series } reeksen, { $samples } meetpunten; verworpen: NaN { $nan }, Inf { $inf }, duplicaten { $duplicates }; buiten volgorde { $out_of_order }, buiten bereik (verworpen) { $out_of_range }, gaten { $gaps }, wisselend interval { $mixed }
cli-m-outliers = uitschieters
cli-m-outliers-value = { $hours } reeks-uren ({ $samples } meetpunten) ver van de rest, buiten de periode gelaten: { $listed }
cli-m-col-gpu = GPU
cli-m-col-productive = u productief
cli-m-col-no-data = u zonder gegevens
cli-m-col-share = aandeel
cli-m-col-sm = SM
cli-m-col-servers = servers
cli-m-unmatched-server = server zonder GPU
cli-m-gpu-without-server = GPU zonder server

## Ondertekenen en controleren (gpucase report --sign, gpucase verify)
cli-report-signed = ondertekend door { $signer } ({ $key })
cli-signing-expired = waarschuwing: het ondertekeningscertificaat is verlopen op { $date }; validators (pdfsig, pyHanko, Acrobat) zullen deze handtekening niet aanvaarden
cli-signing-not-yet-valid = waarschuwing: het ondertekeningscertificaat is pas geldig vanaf { $date }; validators zullen deze handtekening daarvoor niet aanvaarden
cli-signing-may-not-sign = waarschuwing: het sleutelgebruik van het ondertekeningscertificaat noemt digitale handtekening noch onweerlegbaarheid; validators weigeren het voor documenten
cli-verify-count = { $path }: { $count ->
    [0] geen handtekeningen
    [one] { $count } handtekening
   *[other] { $count } handtekeningen
}
cli-verify-heading = Handtekening { $index }: veld { $field }
cli-verify-heading-unnamed = Handtekening { $index }
cli-verify-ok = Gecontroleerd: elke handtekening is ongewijzigd en dekt het hele document.
cli-verify-ok-trusted = Gecontroleerd: elke handtekening is ongewijzigd, dekt het hele document en is vertrouwd.
cli-verify-failed = Niet bevestigd.

## Comparing two cases (gpucase case diff)
cli-diff-heading = Vergelijking van { $old } met { $new }
cli-diff-side-stored = { $id } versie { $version }
cli-diff-inputs = { $count ->
    [one] { $count } invoer wijkt af:
   *[other] { $count } invoerwaarden wijken af:
}
cli-diff-no-inputs = Geen invoer wijkt af.
cli-diff-costs = Kosten per productief GPU-uur ({ $currency }):
cli-diff-currencies = De dossiers rekenen in verschillende valuta ({ $old } en { $new }): de kosten worden getoond, niet vergeleken.
cli-diff-col-old = Oud
cli-diff-col-new = Nieuw
cli-diff-col-change = Verschil
cli-diff-col-pv-old = CW ervoor
cli-diff-col-pv-new = CW erna
cli-diff-col-pv-change = CW-verschil
cli-diff-col-rank = Rang
cli-diff-only-old = alleen in het oude dossier
cli-diff-only-new = alleen in het nieuwe dossier
cli-diff-recommendation-changed = Aanbeveling: { $old } → { $new }
cli-diff-recommendation-same = Aanbeveling ongewijzigd: { $option }
cli-diff-no-recommendation = geen (geen optie dekt de hele workload)

## Backup and restore of the store (gpucase case backup, gpucase case restore)
cli-store-backed-up = dossieropslag { $store } opgeslagen in { $file }
cli-store-restored = { $file } teruggezet: { $cases ->
    [one] { $cases } dossier
   *[other] { $cases } dossiers
}; de opslag zoals die was, staat in { $kept }

cli-offers-added = { $id } versie { $version }: { $count ->
    [one] één huuroptie
   *[other] { $count } huuropties
} uit de catalogus: { $options }
cli-price-changed = { $option }: { $offer } { $before } → { $after }
cli-price-withdrawn = { $option }: { $offer } ({ $before }) is uit de catalogus teruggetrokken; de laatste cijfers blijven, gemarkeerd
cli-prices-refreshed = { $id } versie { $version }: prijzen opnieuw uit de catalogus gelezen
cli-prices-unchanged = { $id }: alle prijzen zoals in de catalogus; geen versie opgeslagen
cli-requirements-saved = Eisen van { $id } opgeslagen als versie { $version }.
cli-offer-not-added = niet toegevoegd: { $offer }: { $why }
cli-case-created = { $id } aangemaakt als versie { $version }: nog geen optie; voeg er toe met `gpucase case add-offers { $id } AANBIEDER/AANBOD…` of `gpucase case add-quotes { $id } BESTAND.csv`.
cli-ask = { $question }:
cli-ask-with-default = { $question } [{ $default }]:
cli-ask-again = { $problem }; nog eens:
cli-ask-name = Naam van het dossier
cli-ask-currency = Valuta van de resultaten (ISO 4217, zoals EUR)
cli-ask-horizon = Jaren waarover de opties worden vergeleken
cli-ask-template = Werklast (office-hours, around-the-clock of office-and-nightly-batch)
cli-ask-gpus = GPU's die de werklast bezig houdt
cli-discount-saved = Disconteringsvoet van { $id } opgeslagen als versie { $version }.
cli-rate-saved = { $from } → { $to } tegen { $rate } in { $id } opgeslagen als versie { $version }.
cli-options-removed = { $id } versie { $version }: { $count ->
    [one] optie { $options } verwijderd.
   *[other] { $count } opties verwijderd: { $options }.
}
cli-tax-saved = Belasting van { $id } opgeslagen als versie { $version }.
cli-prices-saved = De jaarlijkse prijswijzigingen van { $id } zijn opgeslagen als versie { $version }.
cli-staff-saved = De personeelstijd van { $id } is opgeslagen als versie { $version }.
cli-growth-saved = De jaarlijkse groei van de vraag van { $id } is opgeslagen als versie { $version }.
cli-probe-recorded = Probe voor { $offer } in { $id } vastgelegd als versie { $version }: { $findings ->
    [0] geen bevindingen
    [one] één bevinding
   *[other] { $findings } bevindingen
}.
cli-resolved = { $offer } in { $id } opgelost met de notitie, als versie { $version }.
cli-resolution-withdrawn = Oplossing voor { $offer } in { $id } ingetrokken, als versie { $version }.

cli-present-value-heading = Contante waarde bij een disconteringsvoet van { $rate } per jaar (maandelijkse kasstromen: aankopen bij betaling, huur en lopende kosten maandelijks, de restwaarde aan het eind):
cli-present-value-nominal = (nominaal { $total })
cli-present-value-per-hour = { $cost } per productief GPU-uur
cli-ranked-present-value = De opties zijn gerangschikt op contante waarde per productief GPU-uur; * markeert de goedkoopste daarnaar.
cli-case-approved = { $id } versie { $version } goedgekeurd: { $who } om { $at }
cli-case-copied = { $id } (tot versie { $version }) gekopieerd naar { $to }
cli-history-approved = goedgekeurd door { $who } om { $at }
cli-library-local = lokale opslag { $path }
cli-library-team = teamopslag { $url }, geopend als rol { $role }
cli-library-connected = verbonden met de teamopslag { $url } als rol { $role }; het wachtwoord staat in de sleutelhanger van het systeem (GPUCASE_STORE_PASSWORD). Open haar met --store { $url } of GPUCASE_STORE={ $url }

## gpucase bills import
cli-bills-none = Er zijn geen rijen gelezen.
cli-bills-read = { $files ->
        [one] 1 factuur
       *[other] { $files } facturen
    }, { $rows } rijen, { $from } tot { $to }, in { $currency }:
cli-bills-col-group = Aanbieder · dienst · instantie · SKU · regio
cli-bills-col-hours = Gefactureerde uren
cli-bills-col-list = Lijstkosten
cli-bills-col-effective = Effectieve kosten
cli-bills-col-per-hour = Effectief per uur
cli-bills-col-commitment = Toezeggingen
cli-bills-col-credits = Tegoeden
cli-bills-total = Totaal
cli-bills-unused = Van de toezeggingen is { $amount } gekocht en niet gebruikt.
cli-bills-more = … en nog { $more } groepen, die minder kosten; --json toont ze allemaal.
cli-bills-saved = { $id } versie { $version } opgeslagen met { $lines ->
        [one] 1 post
       *[other] { $lines } posten
    } van de facturen: `gpucase tco { $id }` zet de opties af tegen wat vandaag wordt betaald.

cli-reason-for-reports = --reason is voor rapporten: de handtekening van een scenariobestand draagt geen reden
cli-lang-env = { $env }={ $code }: { $reason }

# Wie de inloggegevens van de metricsserver gebruikt (lijst in de desktop-app).
credentials-metrics-server = metricsserver
