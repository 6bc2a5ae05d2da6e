# The gpucase CLI's messages, German. Same ids and variables as locales/en/cli.ftl; terms
# as in locales/de/glossary.toml. Address: "Sie".

## Errors
cli-error = gpucase: Fehler: { $message }
cli-plugins-check-failed = { $failed } von { $total } Plugins haben die Prüfung nicht bestanden: { $ids }
cli-refresh-failed = { $failed } von { $total } Plugins sind fehlgeschlagen; ihre letzten gültigen Angebote bleiben im Katalog
cli-offer-not-found = --offer { $id }: kein solches Angebot im Katalog (gpucase offers list zeigt die Angebote)
cli-offer-ambiguous = --offer { $id }: { $count } Angebote haben diese ID; geben Sie sie als provider/offer_id an
cli-bad-instant = { $flag } { $value }: erwartet wird ein Datum (2026-10-01) oder eine Zeit nach RFC 3339
cli-bad-step = --step { $value }: erwartet werden Sekunden oder Minuten, z. B. 15s oder 1m
cli-bad-aggregate = --aggregate { $value }: erwartet wird auto, raw oder server
cli-fetch-failed = der Abruf vom Metrikserver brach unerwartet ab

## Counts
cli-cases-listed = { $count ->
    [one] { $count } Fall
   *[other] { $count } Fälle
}
cli-check-recorded = beim Anbieter aufgezeichnete Antworten (fixtures/recorded): { $count ->
        [one] 1 Angebot
       *[other] { $count } Angebote
    }
cli-offers-count = { $count ->
    [one] { $count } Angebot
   *[other] { $count } Angebote
}

## Report and demo
cli-report-written = { $path } geschrieben ({ $bytes } Byte)
cli-demo-report = Bericht: { $path }
cli-demo-comparison = Vergleich: { $path }

## Cost comparison (gpucase tco)
cli-tco-heading = { $name } ({ $currency }), Betrachtungszeitraum { $years ->
    [one] { $years } Jahr
   *[other] { $years } Jahre
}
cli-workload = Workload: { $productive } von { $hours } Stunden produktiv; { $productive_gpu_hours } von { $gpu_hours } GPU-Stunden ({ $share })
cli-col-option = Option
cli-col-total = Gesamt
cli-col-billed = Berechnete GPU-h/Zeitraum
cli-col-productive = Produktive GPU-h/Zeitraum
cli-col-per-productive-hour = Je produktiver GPU-h
cli-cheapest = am günstigsten je produktiver GPU-Stunde: { $option }
cli-break-even-below = Break-even: { $option } ist unterhalb eines produktiven Anteils von { $share } günstiger als { $own }
cli-break-even-own-always = Break-even: { $own } ist bei jedem produktiven Anteil günstiger als { $option }
cli-break-even-rent-always = Break-even: { $option } ist bei jedem produktiven Anteil günstiger als { $own }
cli-break-even-cancels = Break-even: { $option } bleibt jede Stunde zugewiesen, der produktive Anteil kürzt sich also heraus: eigen { $own_cost }, gemietet { $rent_cost } je GPU-Stunde

## Plugins
cli-plugin-fetch = Abruf: { $prefixes }
cli-plugin-secrets = Zugangsdaten: { $names }
cli-plugin-no-secrets = Zugangsdaten: keine
cli-check-ok = ok
cli-check-problem = Problem
cli-check-mismatch = Abweichung
cli-check-failed = fehlgeschlagen

## Offers
cli-refused = abgelehnt: { $problem }
cli-offers-imported = { $file }: { $count ->
    [one] { $count } manuelles Angebot gelesen
   *[other] { $count } manuelle Angebote gelesen
}: { $added } neu, { $changed } geändert, { $unchanged } unverändert
cli-offer-withdrawn = manual/{ $id } zurückgezogen
cli-offer-per-hour = { $price }/h
cli-offer-derived = (monatlich / 730)
cli-offer-upfront = (Vorauszahlung auf die Laufzeit verteilt)
cli-offer-commitment-only = nur mit Bindung erhältlich: kein On-Demand- oder Spot-Preis
cli-offer-available = verfügbar am { $date }
cli-offer-available-count = { $count } frei am { $date }
cli-offer-available-level = Bestand „{ $level }“ am { $date }
cli-offer-unavailable = keine frei am { $date }
cli-offer-restates = gibt { $product } ({ $provider }) wieder
cli-offer-second-agrees = { $source } nennt denselben Preis
cli-offer-second-differs = ≠ { $source }: { $price } (gelesen am { $date })
cli-offer-age = gelesen { $days ->
    [0] heute
    [one] vor 1 Tag
   *[other] vor { $days } Tagen
}
cli-history-heading = { $offer }: { $count ->
    [one] { $count } Beobachtung
   *[other] { $count } Beobachtungen
}
cli-history-heading-latest = { $offer }: die letzten { $count } von { $total } Beobachtungen
cli-history-when = { $date }, { $time } UTC
cli-history-price = { $amount } { $period ->
    [hour] pro Stunde
   *[month] pro Monat
}, { $model ->
    [on_demand] On-Demand
    [spot] Spot
    [interruptible] unterbrechbar
    [reserved] reserviert
    [savings_plan] Savings Plan
   *[capacity_block] Capacity Block
}
cli-history-price-term = { $price }, Laufzeit { $months } Monate
cli-history-first = erste Beobachtung
cli-history-oldest-shown = älteste gezeigte Beobachtung
cli-history-again = wieder angeboten, unverändert
cli-history-change-price = Preis { $before } → { $after }
cli-history-change = { $field }: { $before } → { $after }
cli-history-none = (keiner)
cli-history-withdrawn = am { $when } aus dem Katalog zurückgezogen

## Cases in the store
cli-case-imported-new = { $file } importiert: neuer Fall { $id } (Version { $version })
cli-case-imported-version = { $file } importiert: Version { $version } des Falls { $id }
cli-case-exported = { $id } Version { $version } nach { $file } exportiert
cli-case-file-exported = { $id } nach { $file } geschrieben
cli-workbook-exported = Arbeitsmappe von { $id } nach { $file } geschrieben: { $options ->
    [one] eine Option
   *[other] { $options } Optionen
} als Formeln, { $bytes } Bytes
cli-scenario-migrated = aus dem älteren Format { $from } über die Migration nach { $to } gelesen
cli-scenario-report = Bericht: zuletzt verfasst von { $author }, datiert { $date }, Sprache: { $language ->
    [de] Deutsch
    [nl] Niederländisch
    [fr] Französisch
   *[en] Englisch
}
cli-scenario-unsigned = Signatur: unsigniert (niemand bürgt für diese Datei)
cli-scenario-signed = Signatur: signiert von { $signer } am { $time } (laut Unterzeichner); seit der Signatur unverändert
cli-scenario-results-match = Ergebnisse: dieses gpucase errechnet dieselben Werte wie die Datei ({ $computed_by })
cli-scenario-results-differ = Warnung: dieses gpucase errechnet { $count ->
    [one] einen Wert
   *[other] { $count } Werte
} anders als die Datei ({ $computed_by }):
cli-scenario-results-none = Ergebnisse: die Datei enthält keine zum Abgleich (eine Falldatei oder ein älteres Format)
# Ein Unterschied zwischen den Ergebnissen einer Szenariodatei und denen dieses gpucase.
scenario-difference-currency = Währung: Datei { $file }, hier errechnet { $computed }
scenario-difference-only-in-file = Option { $option }: in der Datei, hier nicht errechnet
scenario-difference-only-here = Option { $option }: hier errechnet, nicht in der Datei
scenario-difference-figure = Option { $option } { $figure }: Datei { $file }, hier errechnet { $computed }
scenario-difference-choice = { $choice }: Datei { $file }, hier errechnet { $computed }
scenario-difference-none = keine
scenario-difference-not-computed = der Fall lässt sich hier nicht berechnen: { $reason }
cli-scenario-verify-unsigned = { $path }: unsigniert
cli-scenario-verify-signed = { $path }: signierte Szenariodatei
cli-quotes-added = { $id } Version { $version }: { $added ->
    [one] { $added } Angebot hinzugefügt
   *[other] { $added } Angebote hinzugefügt
} ({ $added_ids }), { $replaced } ersetzt ({ $replaced_ids })

## Probe
cli-probe-against = Abgleich mit { $offer }:
cli-probe-no-difference = keine Abweichung von den Angaben des Angebots
cli-severity-critical = kritisch
cli-severity-warning = Warnung
cli-severity-info = Hinweis

## Metrics
cli-reading-mb = Lesen: { $percent } von { $total } MB
cli-reading-requests = Lesen: { $percent } von { $total } Abfragen
cli-metrics-kept = { $case } Version { $version }: Stundenwerte von { $hours } Stunden gespeichert; sie sind jetzt das Workload-Profil
cli-metrics-kept-schedule = { $case } Version { $version }: Stundenwerte von { $hours } Stunden gespeichert; der Zeitplan bleibt das Workload-Profil
cli-m-period = Zeitraum
cli-m-period-value = { $first } bis { $last } ({ $hours } h, { $days } lokale Tage in { $zone })
cli-m-gpus = GPUs / Server
cli-m-productive = produktiv
cli-m-productive-value = { $productive } von { $total } GPU-Stunden: { $share } ({ $share_with_data } der Stunden mit Daten)
cli-m-no-data = ohne Daten
cli-m-no-data-value = { $hours } GPU-Stunden, { $share } des Zeitraums: unbekannt, weder als Leerlauf noch als produktiv gezählt
cli-m-productive-by = produktiv durch
cli-m-productive-by-value = nur Anfragen { $requests }, nur SM-Aktivität (Batch) { $sm }, beides { $both }, nur Batch-Zeitplan { $schedule }
cli-m-schedule = Batch-Zeitplan
cli-m-schedule-value = { $windows } Fenster: { $scheduled } GPU-Stunden geplant, davon { $without_data } ohne Daten (als geplant produktiv)
cli-m-by-period = nach Zeitraum
cli-m-by-period-value = Werktag tagsüber { $daytime }, abends { $evening }, nachts { $night }, Wochenende { $weekend }, Monatsende { $month_end }
cli-m-sm = SM-Aktivität
cli-m-sm-value = in produktiven Stunden: Mittelwert { $mean }, Median { $median }, p95 { $p95 }, bei 0,8 oder mehr { $high }
cli-m-queue = Warteschlange
cli-m-queue-value = { $hours } Stunden mit wartenden Anfragen, Höchstwert { $peak }; { $queued } GPU-Stunden wartender Nachfrage (ein Hybrid mietet dafür){ $unsized ->
    [0] {""}
   *[other] ; { $unsized } Server-Stunden nicht bemessen (Server ohne GPU oder ohne laufende Anfrage)
}
cli-m-queue-peak = { $peak } auf { $instance }
cli-m-quality = Datenqualität
cli-m-quality-value = { $series } Zeitreihen, { $samples } Messwerte; verworfen: NaN { $nan }, Inf { $inf }, Duplikate { $duplicates }; außer der Reihe { $out_of_order }, außerhalb des Wertebereichs (verworfen) { $out_of_range }, Lücken { $gaps }, wechselndes Intervall { $mixed }
cli-m-outliers = Ausreißer
cli-m-outliers-value = { $hours } Zeitreihen-Stunden ({ $samples } Messwerte) fern vom Rest, nicht im Zeitraum: { $listed }
cli-m-col-gpu = GPU
cli-m-col-productive = h produktiv
cli-m-col-no-data = h ohne Daten
cli-m-col-share = Anteil
cli-m-col-sm = SM
cli-m-col-servers = Server
cli-m-unmatched-server = Server ohne GPU
cli-m-gpu-without-server = GPU ohne Server

## Signieren und prüfen (gpucase report --sign, gpucase verify)
cli-report-signed = signiert von { $signer } ({ $key })
cli-signing-expired = Warnung: Das Signaturzertifikat ist am { $date } abgelaufen; Prüfprogramme (pdfsig, pyHanko, Acrobat) werden diese Signatur nicht anerkennen
cli-signing-not-yet-valid = Warnung: Das Signaturzertifikat gilt erst ab { $date }; Prüfprogramme werden diese Signatur vorher nicht anerkennen
cli-signing-may-not-sign = Warnung: Die Schlüsselverwendung des Signaturzertifikats nennt weder digitale Signatur noch Nichtabstreitbarkeit; Prüfprogramme lehnen es für Dokumente ab
cli-verify-count = { $path }: { $count ->
    [0] keine Signaturen
    [one] { $count } Signatur
   *[other] { $count } Signaturen
}
cli-verify-heading = Signatur { $index }: Feld { $field }
cli-verify-heading-unnamed = Signatur { $index }
cli-verify-ok = Geprüft: jede Signatur ist unverändert und deckt das ganze Dokument ab.
cli-verify-ok-trusted = Geprüft: jede Signatur ist unverändert, deckt das ganze Dokument ab und ist vertrauenswürdig.
cli-verify-failed = Nicht bestätigt.

## Comparing two cases (gpucase case diff)
cli-diff-heading = Vergleich von { $old } mit { $new }
cli-diff-side-stored = { $id } Version { $version }
cli-diff-inputs = { $count ->
    [one] { $count } Eingabe weicht ab:
   *[other] { $count } Eingaben weichen ab:
}
cli-diff-no-inputs = Keine Eingabe weicht ab.
cli-diff-costs = Kosten je produktiver GPU-Stunde ({ $currency }):
cli-diff-currencies = Die Fälle rechnen in verschiedenen Währungen ({ $old } und { $new }): Kosten werden gezeigt, nicht verglichen.
cli-diff-col-old = Bisher
cli-diff-col-new = Neu
cli-diff-col-change = Änderung
cli-diff-col-pv-old = Barwert vorher
cli-diff-col-pv-new = Barwert nachher
cli-diff-col-pv-change = Barwert-Änderung
cli-diff-col-rank = Rang
cli-diff-only-old = nur im bisherigen Fall
cli-diff-only-new = nur im neuen Fall
cli-diff-recommendation-changed = Empfehlung: { $old } → { $new }
cli-diff-recommendation-same = Empfehlung unverändert: { $option }
cli-diff-no-recommendation = keine (keine Option deckt den ganzen Workload)

## Backup and restore of the store (gpucase case backup, gpucase case restore)
cli-store-backed-up = Fallspeicher { $store } in { $file } gesichert
cli-store-restored = { $file } wiederhergestellt: { $cases ->
    [one] { $cases } Fall
   *[other] { $cases } Fälle
}; der bisherige Stand liegt in { $kept }

cli-offers-added = { $id } Version { $version }: { $count ->
    [one] eine Mietoption
   *[other] { $count } Mietoptionen
} aus dem Katalog: { $options }
cli-price-changed = { $option }: { $offer } { $before } → { $after }
cli-price-withdrawn = { $option }: { $offer } ({ $before }) wurde aus dem Katalog zurückgezogen; die letzten Werte bleiben, markiert
cli-prices-refreshed = { $id } Version { $version }: Preise neu aus dem Katalog gelesen
cli-prices-unchanged = { $id }: alle Preise wie im Katalog; keine Version gespeichert
cli-requirements-saved = Anforderungen von { $id } als Version { $version } gespeichert.
cli-offer-not-added = nicht hinzugefügt: { $offer }: { $why }
cli-case-created = { $id } als Version { $version } angelegt: noch keine Option; Optionen mit `gpucase case add-offers { $id } ANBIETER/ANGEBOT…` oder `gpucase case add-quotes { $id } DATEI.csv` hinzufügen.
cli-ask = { $question }:
cli-ask-with-default = { $question } [{ $default }]:
cli-ask-again = { $problem }; noch einmal:
cli-ask-name = Name des Falls
cli-ask-currency = Währung der Ergebnisse (ISO 4217, etwa EUR)
cli-ask-horizon = Jahre, über die die Optionen verglichen werden
cli-ask-template = Arbeitslast (office-hours, around-the-clock oder office-and-nightly-batch)
cli-ask-gpus = GPUs, die die Arbeitslast auslastet
cli-discount-saved = Diskontsatz von { $id } als Version { $version } gespeichert.
cli-rate-saved = { $from } → { $to } zu { $rate } in { $id } als Version { $version } gespeichert.
cli-options-removed = { $id } Version { $version }: { $count ->
    [one] Option { $options } entfernt.
   *[other] { $count } Optionen entfernt: { $options }.
}
cli-tax-saved = Steuer von { $id } als Version { $version } gespeichert.
cli-prices-saved = Die jährlichen Preisänderungen von { $id } sind als Version { $version } gespeichert.
cli-staff-saved = Die Personalzeit von { $id } ist als Version { $version } gespeichert.
cli-growth-saved = Das jährliche Wachstum des Bedarfs von { $id } ist als Version { $version } gespeichert.
cli-probe-recorded = Prüfung zu { $offer } in { $id } als Version { $version } erfasst: { $findings ->
    [0] keine Befunde
    [one] ein Befund
   *[other] { $findings } Befunde
}.
cli-resolved = { $offer } in { $id } mit der Notiz geklärt, als Version { $version }.
cli-resolution-withdrawn = Klärung zu { $offer } in { $id } zurückgenommen, als Version { $version }.

cli-present-value-heading = Barwert bei einem Diskontsatz von { $rate } im Jahr (monatliche Zahlungen: Käufe bei Zahlung, Miete und laufende Kosten monatlich, der Restwert am Ende):
cli-present-value-nominal = (nominal { $total })
cli-present-value-per-hour = { $cost } je produktiver GPU-Stunde
cli-ranked-present-value = Die Optionen sind nach dem Barwert je produktiver GPU-Stunde gereiht; * kennzeichnet die danach günstigste.
cli-case-approved = { $id } Version { $version } freigegeben: { $who } um { $at }
cli-case-copied = { $id } (bis Version { $version }) nach { $to } kopiert
cli-history-approved = freigegeben von { $who } um { $at }
cli-library-local = lokale Ablage { $path }
cli-library-team = Teamablage { $url }, geöffnet als Rolle { $role }
cli-library-connected = mit der Teamablage { $url } als Rolle { $role } verbunden; das Passwort liegt im Schlüsselbund des Systems (GPUCASE_STORE_PASSWORD). Öffnen mit --store { $url } oder GPUCASE_STORE={ $url }

## gpucase bills import
cli-bills-none = Es wurden keine Zeilen gelesen.
cli-bills-read = { $files ->
        [one] 1 Rechnung
       *[other] { $files } Rechnungen
    }, { $rows } Zeilen, { $from } bis { $to }, in { $currency }:
cli-bills-col-group = Anbieter · Dienst · Instanz · SKU · Region
cli-bills-col-hours = Abgerechnete Stunden
cli-bills-col-list = Listenkosten
cli-bills-col-effective = Effektive Kosten
cli-bills-col-per-hour = Effektiv je Stunde
cli-bills-col-commitment = Zusagen
cli-bills-col-credits = Gutschriften
cli-bills-total = Summe
cli-bills-unused = Von den Zusagen wurden { $amount } gekauft und nicht genutzt.
cli-bills-more = … und { $more } weitere Gruppen, die weniger kosten; --json listet jede.
cli-bills-saved = { $id } Version { $version } mit { $lines ->
        [one] 1 Posten
       *[other] { $lines } Posten
    } der Rechnungen gespeichert: `gpucase tco { $id }` stellt die Optionen dem gegenüber, was heute gezahlt wird.

cli-reason-for-reports = --reason gilt für Berichte: die Signatur einer Szenariodatei trägt keinen Grund
cli-lang-env = { $env }={ $code }: { $reason }

# Wer die Zugangsdaten des Metrik-Servers nutzt (Liste der Zugangsdaten im Desktop).
credentials-metrics-server = Metrik-Server
