# Die Texte der Fehlermeldungen von gpucase, Deutsch. Jede Kennung ist eine Fehlerart einer
# Bibliothek (oder ein Prüfbefund des Kerns); gpucase-app (error_text) setzt die Meldungen
# hieraus zusammen. Variablen namens $detail enthalten Text eines fremden Parsers oder des
# Betriebssystems (serde_json, sqlx, jiff, io): Er lässt sich nicht übersetzen und wird
# wörtlich wiedergegeben.

## Anwendung (gpucase-app AppError)
error-io = { $path }: Die Datei kann nicht gelesen oder geschrieben werden (Meldung des Systems: „{ $detail }“)
error-too-large = { $path }: { $size } Byte sind mehr, als { $kind ->
    [csv] eine CSV-Datei
    [probe] eine Ausgabe der Sonde
    [options] eine Optionsdatei
   *[case] eine Falldatei
} umfassen kann (höchstens { $limit } Byte)
error-not-utf8 = { $path }: kein UTF-8-Text (ungültiges Byte an Position { $offset }); { $kind ->
    [csv] eine CSV-Datei ist UTF-8-Text
    [probe] die Ausgabe der Sonde ist UTF-8-Text
    [options] eine Optionsdatei ist TOML oder JSON
   *[case] eine Falldatei ist JSON
}
error-not-a-file = { $path }: keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Verzeichnis); eine Datei angeben
error-in-file = { $path }: { $reason }
error-case-input = { $path }: { $reason }
error-no-data-dir = Diese Plattform hat kein Datenverzeichnis: Geben Sie --store PFAD an oder setzen Sie GPUCASE_STORE
error-report = Der Bericht kann nicht erstellt werden: { $reason }
error-quotes-invalid = { $path }: Mit diesen Angeboten wäre der Fall ungültig: { $field }: { $reason }
error-row-in-file = { $path }: Zeile { $line }, Spalte { $column }: { $reason }
error-row-in-file-whole = { $path }: Zeile { $line }: { $reason }
error-row-entered = Das eingegebene Angebot, Feld { $column }: { $reason }
error-row-entered-whole = Das eingegebene Angebot: { $reason }

## Falldateien (gpucase-core casefile)
error-case-syntax = Zeile { $line }, Spalte { $column }: kein gültiges JSON (Meldung des Parsers: „{ $detail }“)
error-case-field = { $field } (Zeile { $line }, Spalte { $column }): Der Wert passt nicht zum Feld (Meldung des Parsers: „{ $detail }“)
error-case-invalid = { $field } (Zeile { $line }, Spalte { $column }): { $reason }
error-case-invalid-unplaced = { $field }: { $reason }

## Befunde zu einem Feld (gpucase-core problem)
problem-detail = ungültiger Wert (Meldung der Bibliothek: „{ $detail }“)
problem-not-empty = darf nicht leer sein
problem-count-expected = erwartet wird eine ganze Zahl, 0 oder mehr, gefunden: { $found }
problem-date-expected = „{ $found }“ ist kein Datum: Schreiben Sie es als JJJJ-MM-TT (YYYY-MM-DD), einen Kalendertag wie 2027-04-01
problem-amount-without-currency = „{ $found }“ hat keine Währung: Schreiben Sie sie dazu, etwa „{ $found } EUR“
problem-offer-key-expected = „{ $found }“ ist kein Schlüssel eines Angebots: erwartet ANBIETER/ANGEBOT, wie `gpucase offers list` ihn ausgibt
problem-unknown-template = „{ $found }“ ist keine Vorlage einer Arbeitslast: erwartet office-hours, around-the-clock oder office-and-nightly-batch
problem-flag-needed = { $flag } fehlt: angeben oder den Befehl in einem Terminal ausführen, um danach gefragt zu werden
problem-at-least = muss mindestens { $min } sein
problem-between = muss zwischen { $min } und { $max } liegen
problem-growth-beyond-fleet = Jahr { $year } bräuchte bei diesem Wachstum { $gpus } GPUs, mehr als die 100000, die eine Workload haben darf; erwartet: ein kleineres Wachstum oder ein kürzerer Horizont
problem-above-zero = muss größer als null sein
problem-range = muss von { $min } bis { $max } reichen
problem-rate-given-twice = nennt erneut einen Kurs zwischen { $from } und { $to }: jedes Währungspaar nur einmal angeben
problem-year-rate-twice = nennt erneut einen Kurs für { $from } in Jahr { $year }: den Kurs jeder Währung je Jahr nur einmal angeben
problem-year-rate-without-today = ist ein Kurs zwischen { $from } und { $to } für ein späteres Jahr, aber der heutige Kurs zwischen ihnen fehlt: einen ohne Jahr ergänzen
problem-value-given-twice = steht neben { $other }: der Wert am Ende des Zeitraums ist ein Buchwert oder ein geschätzter Wiederverkauf; eines leer lassen
problem-pue-below-one = muss 1,0 oder größer sein
problem-residual-above-purchase = darf den Kaufpreis nicht übersteigen
problem-stage-month = muss ein Monat nach Monat { $after } sein und spätestens der letzte Monat des Zeitraums, Monat { $last }
problem-stage-buys-nothing = eine Ausbaustufe muss Karten oder Server hinzufügen
problem-stage-no-free-slots = das Angebot nennt keine freien Steckplätze (cards.slots): Server hinzufügen oder die Steckplätze und den Kartenpreis angeben
problem-stage-cards-above-slots = bis dahin sind nur { $free } Steckplätze frei: für mehr Karten Server hinzufügen
problem-support-share = muss ein Anteil zwischen 0 und 1 sein (0.10 = 10 %)
problem-not-in-shortlist = { $offer } steht nicht auf der Auswahlliste
problem-checklist-order = muss die fünf Fragen je einmal beantworten, in dieser Reihenfolge: { $order }
problem-no-exchange-rate = kein Wechselkurs von { $from } in die Fallwährung { $to }: Ergänzen Sie ihn (gpucase case rate ID { $from } { $to } KURS --date JJJJ-MM-TT oder die Wechselkurse der Desktop-App)
problem-used-twice = „{ $id }“ ist doppelt vergeben
problem-bad-id = erwartet werden 1 bis 64 Buchstaben, Ziffern, „-“, „_“ oder „.“, gefunden: „{ $found }“
problem-tier-unbounded-not-last = nur die letzte Preisstufe darf unbegrenzt (null) sein
problem-last-tier-bounded = die letzte Preisstufe muss unbegrenzt (null) sein, damit jedes GB einen Preis hat
problem-tiers-not-ascending = die Preisstufen müssen nach up_to_gb aufsteigend geordnet sein
problem-term-years = muss 1 oder 3 sein
problem-block-days = { $days } Tage sind nicht buchbar: Blöcke umfassen 1–14 Tage in Schritten von 1 Tag oder 7–182 Tage in Schritten von 7 Tagen
problem-no-own-quote = kein Angebot für eigene Server trägt die Kennung „{ $id }“
problem-no-rent-offer = kein Mietangebot trägt die Kennung „{ $id }“
problem-no-offers = mindestens ein Angebot nennen
problem-offers-not-one-instance = ist nicht dieselbe Instanz wie { $first } (Anbieter, GPU-Modell und -Anzahl, Region): als eigene Option hinzufügen
problem-offer-price-not-costable = ein Preis „{ $model }“ je „{ $period }“ lässt sich aus den Angaben des Angebots nicht berechnen: dieses Preismodell von Hand eintragen
problem-offer-term = die Laufzeit einer Reservierung muss 12 oder 36 Monate betragen, gefunden: { $months }
problem-offer-currencies = die Vorauszahlung ist in { $charge }, der Preis in { $price }: beide müssen in einer Währung sein
problem-spot-needs-on-demand = Spot-Kapazität übernimmt nur die Batch-Stunden; für die interaktiven Stunden das On-Demand-Angebot der Instanz hinzufügen
problem-offer-not-in-catalog = kein Angebot { $offer } im Katalog: `gpucase offers refresh` ausführen oder die Kennung mit `gpucase offers list` nachschlagen
problem-no-window = der Workload hat kein Zeitfenster namens „{ $name }“; seine Zeitfenster sind { $windows }
problem-offer-withdrawn = das Angebot { $offer } wurde aus dem Katalog zurückgezogen: ein aktuelles Angebot wählen
problem-provider-missing = muss den Anbieter nennen
problem-term-ends-before-start = die Laufzeit endet am { $end }, bevor sie am { $start } beginnt
problem-early-termination-missing = Geben Sie die Bedingungen des Vertrags für eine vorzeitige Kündigung an oder dass er keine nennt
problem-egress-twice = für „{ $provider }“ sind die Preisstufen der ausgehenden Datenübertragung doppelt angegeben
problem-no-tiers = braucht mindestens eine Preisstufe; die letzte unbegrenzt (null)
problem-no-egress-for = keine Preisstufen der ausgehenden Datenübertragung für „{ $provider }“: Ergänzen Sie die Preisstufen dieses Anbieters unter switching
problem-data-twice = { $class } bei „{ $provider }“ ist doppelt aufgeführt: Geben Sie je Datenart und Anbieter ein Volumen an
problem-share-range = der Anteil { $share } muss größer als 0 und höchstens 1 sein
problem-source-missing = muss angeben, woher das Angebot stammt (eine URL oder das Zeichen des Angebotsschreibens)
problem-not-https = muss eine https-URL sein
problem-fetched-at-format = muss ein Zeitpunkt nach RFC 3339 sein, z. B. 2026-11-20T10:00:00Z
problem-unknown-needs-reason = die Angabe „unbekannt“ braucht eine Begründung
problem-country-code = erwartet wird ein Ländercode nach ISO 3166-1 Alpha-2 wie „DE“, gefunden: „{ $found }“
problem-kind-expected = „{ $found }“ ist keiner von: { $expected }
problem-reserved-needs-term = ein reservierter Preis braucht seine Laufzeit
problem-window-gpus = muss zwischen 1 und den { $gpus } GPUs des Workloads liegen
problem-window-start = das Zeitfenster muss vor 24:00 beginnen und sich von seinem Ende unterscheiden
problem-period-hours = muss zwischen 1 und 744 liegen (ein Zeitraum umfasst höchstens einen Monat)
problem-workdays-do-not-fit = { $workdays } Arbeitstage passen nicht: Ein an einem Montag beginnender Zeitraum von { $hours } h hat { $weekdays } Wochentage
problem-month-format = erwartet wird ein Monat wie „2026-03“, gefunden: „{ $found }“
problem-unknown-time-zone = unbekannte IANA-Zeitzone „{ $found }“, erwartet z. B. „Europe/Berlin“
problem-holiday-outside-month = { $day } liegt nicht im Monat { $month }
problem-no-hours = enthält keine Stunde
problem-more-than-twenty-years = { $hours } Stunden sind mehr als 20 Jahre
problem-length-mismatch = hat { $len } Stunden, productive_gpus hat { $hours }
problem-batch-above-productive = { $batch } Batch-GPUs, aber nur { $productive } produktive
problem-above-fleet = { $productive } produktive GPUs und { $no_data } GPUs ohne Daten übersteigen den Bestand von { $fleet }
problem-hour-format = erwartet wird ein Zeitpunkt nach RFC 3339 wie „2026-10-01T00:00:00Z“, gefunden: „{ $found }“
problem-bill-period = der Zeitraum der Rechnungen muss nach seinem Beginn enden: von { $start } bis { $end }
problem-gpu-count-item = --gpus { $item }: erwartet INSTANZ_ODER_SKU=GPUS, z. B. BoxUsage:p5e.48xlarge=8
problem-window-item = --window { $item }: erwartet NAME;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS, z. B. „Chat;interactive;workdays;08:00-18:00;8“
problem-unknown-option = „{ $id }“: keine Option des Falls; seine Optionen sind { $known }
problem-option-in-hybrid = „{ $id }“: Teil der Hybrid-Option: „hybrid“ mit entfernen oder es behalten
problem-no-option-left = dann bliebe dem Fall keine Option zum Vergleichen
problem-no-billed-lines = die Rechnungen haben keinen stundenweise abgerechneten Posten mit GPU-Zahl: die GPUs jeder GPU-Instanz mit --gpus INSTANZ_ODER_SKU=GPUS angeben
problem-not-on-the-hour = muss auf eine volle Stunde fallen
problem-date-or-time = „{ $found }“: erwartet wird ein Datum (2026-10-01) oder ein Zeitpunkt nach RFC 3339
problem-report-date = „{ $found }“: erwartet wird ein Datum wie 2026-12-01 (Meldung des Parsers: „{ $detail }“)
problem-note-missing = Geben Sie an, wer es erklärt hat oder wo es geschrieben steht
problem-unknown-column = unbekannte Spalte; die Spalten sind: { $columns }
problem-column-required = diese Spalte ist erforderlich
problem-column-twice = diese Spalte steht zweimal in der Kopfzeile (Spalten { $first } und { $second }); eine behalten
problem-no-rows = die Datei hat eine Kopfzeile, aber keine Zeilen
problem-not-plain-decimal = „{ $found }“ ist keine einfache Dezimalzahl (Ziffern und ein Dezimalpunkt, keine Tausendertrennzeichen)
problem-not-plain-decimal-comma = „{ $found }“ ist keine einfache Dezimalzahl (Ziffern und ein Dezimalkomma oder -punkt, keine Tausendertrennzeichen)
problem-no-currency = „{ $found }“ hat keine Währung: Schreiben Sie z. B. „{ $found } EUR“ oder ergänzen Sie eine Spalte currency
problem-not-whole-number = „{ $found }“ ist keine ganze Zahl
problem-not-quote-date = „{ $found }“ ist kein Datum (2026-11-20) und kein Zeitpunkt nach RFC 3339
problem-no-offer = aus der Zeile ist kein Angebot entstanden
problem-already-on-line = „{ $id }“ steht bereits in Zeile { $line }
problem-unknown-field = unbekanntes Feld
problem-appears-twice = „{ $id }“ kommt doppelt vor
problem-not-in-case-shortlist = { $offer } steht nicht auf der Auswahlliste des Falls
problem-measured-stays = der Lauf der Sonde vom { $probed_at } hat gemessen, dass { $offer } weniger liefert als angeboten (andere Isolation, GPU, Zuteilung oder GPU-Anzahl): eine Notiz kann Gemessenes nicht aufheben; einen Lauf der Sonde auf einer Ersatzmaschine erfassen
problem-unknown-credential = { $name } sind keine Zugangsdaten, die ein Plugin oder der Abruf von Messdaten vorsieht
problem-empty-credential = { $name }: Der Wert ist leer
problem-no-manual-offer = Kein manuell erfasstes Angebot „{ $id }“ im Katalog
problem-no-such-plugin = --plugin { $id }: Kein solches Plugin in { $folder }
problem-unknown-metrics-format = --format { $found }: erwartet wird promjson, vmjsonl, openmetrics, promtext oder csv
problem-threshold-unusable = sm_active_threshold: keine Zahl, mit der der Import rechnen kann
problem-import-cancelled = Der Import wurde abgebrochen
problem-scenario-not-object = erwartet wird ein JSON-Objekt mit "format": "gpucase/3"
problem-format-newer = die Datei hat das Format { $found }, das neuer ist als die Formate, die dieses gpucase liest ({ $known }): Aktualisieren Sie gpucase, um sie zu öffnen
problem-format-unknown = erwartet wird „{ $expected }“ (oder das ältere „{ $older }“), gefunden: { $found }
problem-format-missing = erwartet wird „{ $expected }“ (oder das ältere „{ $older }“), die Angabe „format“ fehlt jedoch
problem-integer-out-of-range = die ganze Zahl { $value } liegt außerhalb von ±2^53, dem Bereich, den JSON-Zahlen exakt darstellen
problem-not-finite = keine endliche Zahl
problem-string-too-long = eine Zeichenkette von { $len } Byte; zulässig sind höchstens { $max }
problem-too-deep = mehr als { $max } Ebenen tief verschachtelt; ein Fall ist weit flacher aufgebaut
problem-array-too-long = eine Liste mit mehr als { $max } Einträgen
problem-version-number = Version „{ $found }“: erwartet wird KENNUNG@VERSION mit einer Versionsnummer ab 1
problem-not-file-nor-case-id = weder eine vorhandene Datei noch eine Fallkennung (Buchstaben, Ziffern, - und _, wahlweise mit @VERSION)
problem-stored-needs-store = { $id }: Für einen abgelegten Fall wird die Fallablage benötigt
problem-output-is-store = { $path }: Das ist die geöffnete Fallablage von gpucase (oder ihre Datei -wal oder -shm); sie zu überschreiben würde die Bibliothek zerstören; bitte eine andere Datei wählen
problem-output-is-input = { $path }: Dieser Befehl liest diese Datei; seine Ausgabe darüber zu schreiben würde die Eingabe vernichten; bitte eine andere Datei wählen
problem-output-written-twice = { $path }: Dieser Befehl hat bereits eine andere seiner Ausgaben in diese Datei geschrieben; bitte für jede Ausgabe eine eigene Datei wählen
problem-import-unsigned = { $path }: nicht importiert: Die Datei ist nicht signiert, verlangt war eine vertrauenswürdige Signatur; ohne --trust oder mit --accept-untrusted nur importieren, wenn ihre Herkunft bekannt ist
problem-import-not-trusted = { $path }: nicht importiert: Die Signatur ist unversehrt, aber nicht vertrauenswürdig ({ $reason }); mit --accept-untrusted nur importieren, wenn der Unterzeichner bekannt ist
problem-no-free-copy-name = für die Kopie der Fallablage ist kein Dateiname mehr frei
problem-no-team-library = Keine Teamablage verbunden: Verbinden Sie sich zuerst mit einer (postgres://BENUTZER@HOST/DATENBANK)

## Beträge, Mengen, Sprachen (gpucase-core)
error-money-malformed = erwartet wird ein Betrag wie „1234.56 EUR“, gefunden: „{ $found }“
error-money-unknown-currency = unbekannte Währung „{ $found }“: erwartet wird EUR, USD, GBP oder CHF
error-money-negative = der Betrag { $amount } darf nicht negativ sein
error-money-too-large = der Betrag { $amount } übersteigt die Grenze von { $limit }
error-money-currency-mismatch = { $first } und { $second } lassen sich nicht verrechnen: Rechnen Sie zuerst mit einem Wechselkurs um
error-quantity-malformed = erwartet wird eine Dezimalzahl als Zeichenkette wie „1.25“, gefunden: „{ $found }“
error-quantity-negative = { $value } darf nicht negativ sein
error-quantity-too-large = { $value } übersteigt die Grenze von { $limit }
error-unknown-language = unbekannte Sprache „{ $found }“: erwartet wird en, de, nl oder fr
error-tco-empty-profile = Das Workload-Profil enthält keine Stunden
error-notes-date = { $field }: Die Datumsberechnung ist fehlgeschlagen (Meldung der Bibliothek: „{ $detail }“)

## Fallablage (gpucase-store)
error-store-open = Die Fallablage { $path } lässt sich nicht öffnen (Meldung der Datenbank: „{ $detail }“)
error-store-migrate = Die Fallablage lässt sich nicht aktualisieren (Meldung der Datenbank: „{ $detail }“)
error-store-query = Die Abfrage der Fallablage ist fehlgeschlagen (Meldung der Datenbank: „{ $detail }“)
error-store-not-found = Kein Fall „{ $case }“ in der Fallablage
error-store-not-found-similar = Kein Fall „{ $case }“ in der Fallablage; meinten Sie „{ $similar }“?
error-store-version-not-found = Kein Fall „{ $case }“ mit Version { $version } in der Fallablage
error-offer-not-found = Kein Angebot „{ $offer }“ im Katalog
error-offer-not-found-similar = Kein Angebot „{ $offer }“ im Katalog; meinten Sie „{ $similar }“?

## Bericht (gpucase-report)
error-report-date = Das Berichtsdatum kann nicht als PDF-Datum dienen (Meldung der Bibliothek: „{ $detail }“)
error-report-pdf = Das PDF konnte nicht geschrieben werden (Meldung der Bibliothek: „{ $detail }“)
error-report-missing-glyph = Die Schrift des Berichts hat kein Zeichen für „{ $character }“ (U+{ $code }) in „{ $text }“
error-report-messages = Die Texte des Berichts sind unvollständig: { $detail }
error-report-switching = Die Hinweise zum Anbieterwechsel konnten nicht geschrieben werden: { $detail }

## Plugins (gpucase-plugins)
error-plugin-io = { $path }: Die Datei kann nicht gelesen werden (Meldung: „{ $detail }“)
error-plugin-manifest = { $path }: Das Manifest ist ungültig (Meldung: „{ $detail }“)
error-plugin-fixture = { $path }: Die aufgezeichnete Antwort ist ungültig (Meldung: „{ $detail }“)
error-plugin-script = Plugin { $plugin }: Das Skript ist fehlgeschlagen (Meldung: „{ $detail }“)
error-plugin-shape = Plugin { $plugin }: offers() muss eine Liste von Angebots-Maps zurückgeben, geliefert wurde { $found }
error-plugin-stopped = Plugin { $plugin }: angehalten: { $limit }
error-plugin-stopped-at = Plugin { $plugin }: angehalten in main.rhai, Zeile { $line }: { $limit }
error-plugin-limit-operations = Es hat mehr als { $value } Operationen ausgeführt, die Grenze eines Laufs (eine Endlosschleife?)
error-plugin-limit-wall-time = Es lief länger als { $value } s, die Laufzeitgrenze eines Laufs
error-plugin-limit-script-time = Es rechnete länger als { $value } s, die Rechenzeitgrenze eines Laufs (ohne die Wartezeit seiner Anfragen)
error-plugin-limit-call-depth = Seine Aufrufe waren tiefer als { $value } Ebenen verschachtelt, die Grenze eines Laufs (eine endlose Rekursion?)
error-plugin-limit-string-bytes = Eine Zeichenkette wuchs über { $value } Byte, die Grenze einer Zeichenkette oder der Zeichenketten in einer Liste oder Map
error-plugin-limit-array-items = Eine Liste wuchs über { $value } Einträge, die Grenze einer Liste (verschachtelte Einträge mitgezählt)
error-plugin-limit-map-entries = Eine Map wuchs über { $value } Einträge, die Grenze einer Map (verschachtelte Einträge mitgezählt)
error-plugin-limit-heap-bytes = Es hielt mehr als { $value } Byte Speicher, die Grenze eines Laufs (alle seine Werte zusammen)
error-plugin-limit-offers = Es lieferte mehr als { $value } Angebote, die Grenze eines Laufs
error-plugin-duplicate-offer = Plugin { $plugin }: Die Angebote { $first } und { $second } haben beide die Kennung { $id }; eine Kennung muss in einem Lauf eindeutig sein, daher wird die Aktualisierung dieses Plugins abgelehnt
error-offer-refused = Plugin { $plugin }: Angebot { $index }: { $field }: { $reason }
error-plugin-fixture-not-plain = { $path }: file = { $file }: Erwartet wird eine gewöhnliche Datei (kein Gerät, kein FIFO, kein Ordner)
error-plugin-fixture-too-large = { $path }: file = { $file } umfasst { $size } Byte; eine aufgezeichnete Antwort darf höchstens { $max } Byte umfassen

## Signieren und Prüfen (gpucase-app signing, gpucase-sign)
error-signing-read = { $path }: Die Datei kann nicht gelesen werden (Meldung des Systems: „{ $detail }“)
error-signing-too-large = { $path }: { $size } Byte sind mehr, als diese Datei ({ $what }) umfassen kann (höchstens { $limit } Byte)
error-signing-password-unset = Die Passwortvariable { $name } ist nicht gesetzt: Setzen Sie export { $name }=... in der Umgebung (gpucase nimmt ein Passwort nie als Argument an)
error-signing-key = { $path }: { $reason }
error-signing-sign = Der Bericht kann nicht signiert werden: { $reason }
error-signing-verify = { $path }: { $reason }
error-key-wrong-password = Falsches Passwort: { $what } ließ sich damit nicht öffnen
error-key-password-needed = Der private Schlüssel ist verschlüsselt: Geben Sie sein Passwort an
error-key-no-key = Kein privater Schlüssel in { $what }
error-key-no-certificate = Kein Zertifikat in { $what }: Zum Signieren wird das Zertifikat des Unterzeichners benötigt
error-key-mismatch = Der private Schlüssel passt nicht zum Zertifikat „{ $subject }“ (noch zu einem anderen angegebenen Zertifikat)
error-key-unsupported = Nicht unterstützter Schlüsseltyp: { $found }; gpucase signiert mit RSA-Schlüsseln ab 2048 Bit und ECDSA-Schlüsseln auf P-256 (prime256v1)
error-key-unsupported-protection = Nicht unterstützter Schutz { $algorithm } in { $what }; exportieren Sie die Datei erneut mit AES-256 (`openssl pkcs12 -export`)
error-key-malformed = { $what } ist fehlerhaft (Meldung: „{ $detail }“)
error-sign-pdf = Das zu signierende PDF kann nicht gelesen werden (Meldung: „{ $detail }“)
error-sign-encrypted = Das PDF ist verschlüsselt; gpucase signiert nur unverschlüsselte PDFs
error-sign-no-page = Das PDF hat keine Seite, auf die die Signatur gesetzt werden kann
error-sign-cms = Die Signatur kann nicht erstellt werden (Meldung: „{ $detail }“)
error-verify-not-pdf = Kein PDF: keine Kopfzeile %PDF- in den ersten 1024 Byte
error-verify-trust-anchor = Vertrauensanker: { $detail }
error-verify-too-many-signatures = nicht bestätigt: die Datei enthält { $found } Signaturangaben mit lesbarem /ByteRange, wo ein signiertes Dokument eine Handvoll hat; gpucase prüft höchstens { $limit }
error-internal = gpucase konnte einen Schritt nicht abschließen, der bei einwandfreier Eingabe nicht scheitert (ein Fehler in gpucase: bitte melden): { $detail }
error-catalog-offer-unreadable = das Katalogangebot { $offer } ist nicht lesbar: { $detail }
error-catalog-observation-unreadable = das Katalogangebot { $offer }, wie am { $at } gesehen, ist nicht lesbar: { $detail }
error-options-file = { $path }: nicht als TOML oder JSON lesbar: { $detail }
error-catalog-env = GPUCASE_CATALOG={ $found }: erwartet local (der Angebotskatalog der lokalen Bibliothek) oder team (der gemeinsame der Team-Bibliothek)

## Zugangsdaten (gpucase-secrets)
error-secret-invalid-name = Ungültiger Name für Zugangsdaten „{ $name }“ (Meldung: „{ $detail }“)
error-secret-not-unicode = Die Umgebungsvariable { $name } ist gesetzt, ihr Wert ist aber kein gültiges UTF-8
error-secret-keyring = Der Schlüsselbund des Systems (Dienst „gpucase“, Konto { $name }) ist beim Vorgang „{ $action }“ fehlgeschlagen (Meldung: „{ $detail }“)

## Import von Messdaten (gpucase-metrics)
error-metrics-position = Zeile { $line }, Spalte { $column } (Byte { $offset })
error-metrics-io = { $file }: Die Datei kann nicht gelesen werden (Meldung des Systems: „{ $detail }“)
error-metrics-syntax = { $file }: { $at }: erwartet wurde { $expected }, gefunden: { $found }
error-metrics-unsupported = { $file }: { $at }: nicht unterstützt (Meldung: „{ $detail }“)
error-metrics-query-failed = { $file }: Prometheus meldet einen Fehler ({ $type }): „{ $detail }“
error-metrics-http = { $url }: Die Abfrage ist fehlgeschlagen (Meldung: „{ $detail }“)
error-metrics-cancelled = { $url }: abgebrochen nach { $done } von { $total } Anfragen
error-metrics-unknown-format = { $file }: unbekanntes Format (beginnt mit „{ $start }“); erwartet wird Prometheus-query_range-JSON, VictoriaMetrics-Export als JSON-Zeilen, OpenMetrics- oder Prometheus-Text oder eine Grafana-CSV
error-metrics-no-samples = Keine Messwerte von DCGM_FI_PROF_SM_ACTIVE oder vllm:num_requests_running mit einem Label gpu oder instance in den Eingaben ({ $ignored })
error-metrics-invalid-option = Option { $option } der Zusammenfassung: { $detail }
error-metrics-timestamp-out-of-range = Ein Messwert bei { $ms } ms seit dem 1970-01-01 liegt außerhalb der Jahre -9999 bis 9999: Prüfen Sie die Zeiteinheit der Eingaben
error-metrics-period-too-long = Die Messwerte umfassen { $hours } Stunden (von { $first } bis { $last }); höchstens { $max } Stunden lassen sich zusammenfassen: Prüfen Sie die Zeiteinheit der Eingaben
error-metrics-too-many-series = { $file }: mehr als { $max } Zeitreihen von DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL und vllm:num_requests_running/waiting; fassen Sie die Flotte in Teilen zusammen (nach Host)
error-metrics-too-many-hours = { $file }: mehr als { $max } Stunden über alle Reihen von DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL und vllm:num_requests_running/waiting, mehr als ein Import im Speicher hält; die Flotte in Teilen (nach Host) oder einen kürzeren Zeitraum zusammenfassen
error-metrics-too-long = { $file }: { $what } hat { $bytes } Bytes, höchstens { $max } werden gelesen (es beginnt mit "{ $start }")
error-metrics-too-many-gpu-hours = { $gpus } GPUs über { $hours } Stunden sind { $gpuhours } GPU-Stunden; höchstens { $max } GPU-Stunden lassen sich zusammenfassen: fassen Sie die Flotte in Teilen zusammen (nach Host oder Zeitraum)

## Ausgabe der Prüfung im Rechner (gpucase-probe)
error-probe-in-file = { $path }: { $reason }
error-probe-pasted = Die eingefügte Ausgabe: { $reason }
error-probe-too-large = Die Ausgabe der Prüfung umfasst { $size } Byte, mehr als die angenommenen { $limit } Byte; erwartet wird die Ausgabe von `gpucase probe script` (höchstens einige hundert Kilobyte)
error-probe-binary = Die Eingabe ist binär ({ $reason } an Byte { $offset }); erwartet wird die Textausgabe von `gpucase probe script`
error-probe-no-header = Keine Kopfzeile der Prüfung gefunden: erwartet wird eine Zeile, die mit `@@gpucase-probe 1 probe version=` beginnt (die erste Zeile, die das Prüfskript ausgibt){ $hint }
error-probe-unsupported-frame = Zeile { $line }: Das Rahmenformat { $found } wird nicht unterstützt; diese Version liest das Rahmenformat { $supported } (führen Sie das Skript dieser gpucase-Version aus)
error-probe-two-runs = die Ausgabe enthält zwei Läufe der Sonde (Kopfzeilen { $first } und { $second }); jeden Lauf für sich analysieren

## Fallübersicht, Arbeitsmappe und Szenariodateien (gpucase-app, -xlsx, -store, -sign)
error-report-not-recorded = { $path }: Der Bericht wurde geschrieben, die Fallablage konnte ihn jedoch nicht verzeichnen: { $reason }
error-workbook = Die Arbeitsmappe kann nicht geschrieben werden: { $reason }
error-xlsx-write = Das Schreiben der Arbeitsmappe ist fehlgeschlagen (Meldung der XLSX-Bibliothek: „{ $detail }“)
error-xlsx-mismatch = Der Vergleich gehört nicht zum Fall „{ $case }“: erwartet { $expected } Optionen, vorhanden { $found }
error-xlsx-no-rate = Feld { $field }: kein Wechselkurs von { $from } in die Fallwährung { $to }
error-store-exists = Ein Fall „{ $case }“ ist bereits in der Fallablage
error-store-tag = Schlagwort „{ $tag }“: { $reason }
error-store-not-a-store = { $path }: Keine gpucase-Fallablage: { $reason }; die aktuelle Fallablage bleibt unverändert
error-store-file = { $path }: Die Datei kann nicht geschrieben werden (Meldung des Systems: „{ $detail }“)
error-store-in-memory = Eine Fallablage im Arbeitsspeicher hat keine Datei, die sich sichern oder aufbewahren ließe
error-tag-empty = erwartet werden ein oder zwei Wörter, angegeben wurde nichts
error-tag-too-long = erwartet werden höchstens { $max } Zeichen
error-tag-control = erwartet wird Text ohne Steuerzeichen
error-not-a-store-no-file = Die Datei existiert nicht
error-not-a-store-unreadable = SQLite kann die Datei nicht lesen (Meldung der Datenbank: „{ $detail }“)
error-not-a-store-integrity = Die Integritätsprüfung ist fehlgeschlagen (Befund von SQLite: „{ $detail }“)
error-not-a-store-broken-references = Tabelle { $table }: { $rows ->
        [one] { $rows } Zeile verweist
       *[other] { $rows } Zeilen verweisen
    } auf fehlende Zeilen
error-not-a-store-no-migrations = Ihr fehlt die Migrationstabelle von gpucase (_sqlx_migrations)
error-not-a-store-no-first-migration = Ihr fehlt die erste Migration von gpucase
error-not-a-store-newer = Sie wurde von einer neueren gpucase-Version geschrieben (Migration { $version } ist hier unbekannt)
error-not-a-store-migration-differs = Ihre Migration { $version } weicht von der dieser gpucase-Version ab
error-not-a-store-hash-mismatch = Fall „{ $case }“ Version { $version }: Das Dokument passt nicht zum mit ihm gespeicherten Hash (nach dem Speichern bearbeitet); nichts wurde wiederhergestellt
error-not-a-store-invalid-document = Fall „{ $case }“ Version { $version }: Das Dokument ist kein gültiger Fall ({ $detail }); nichts wurde wiederhergestellt
error-sign-font = Die Schrift des Signaturblocks kann nicht eingebettet werden: { $reason }
error-sign-font-file = Die für den Signaturblock angegebene Schriftdatei ist unbrauchbar: { $reason }
error-font-parse = Die Datei lässt sich nicht als TrueType-/OpenType-Schrift lesen (Meldung des Schriftparsers: „{ $detail }“)
error-font-subset = Für die Schrift { $font } lässt sich keine Teilmenge bilden (Meldung: „{ $detail }“)
error-scenario-not-base64 = { $path }: signature.cms ist nicht Base64-kodiert (Meldung des Decoders: „{ $detail }“)
error-scenario-signature-broken = { $path }: Die Signatur passt nicht zum Inhalt ({ $finding }); es wurde nichts importiert
error-integrity-intact = unverändert
error-integrity-digest-mismatch = der Inhalt wurde nach der Signatur geändert
error-integrity-signature-invalid = die Signatur stammt nicht vom Schlüssel des Zertifikats
error-integrity-unreadable = nicht prüfbar (Befund: „{ $detail }“)

## Das Ergebnis der Aktualisierung eines Plugins (Fortschrittszeilen, Zusammenfassung).
refresh-done = { $plugin }: { $added } neu, { $changed } geändert, { $unchanged } unverändert, { $withdrawn } zurückgezogen{ $refused ->
        [0] {""}
       *[other] , { $refused } abgelehnt
    }
refresh-skipped = { $count } { $count ->
        [one] Eintrag
       *[other] Einträge
    } übersprungen: { $reasons }
refresh-skip-reason = { $count } × { $reason }
refresh-skipped-item = übersprungen ({ $reason }): { $item }
refresh-skipped-more = und { $more } weitere übersprungen ({ $reason })
refresh-part-failed = nicht gelesen: { $part }: { $message }; seine Angebote bleiben, wie sie waren, keines wird zurückgezogen
refresh-failed = { $plugin }: fehlgeschlagen, der letzte Stand bleibt erhalten: { $reason }
refresh-not-run = nicht ausgeführt: Die Aktualisierung wurde abgebrochen
refresh-cancelled = abgebrochen: Der letzte Stand bleibt erhalten

error-store-connect = Keine Verbindung zur Teamablage { $location }: { $detail }
error-store-newer-server = Die Teamablage { $location } wurde von einem neueren gpucase aktualisiert (ihre Migration { $version } ist hier unbekannt); nichts wurde geändert: Installieren Sie die gpucase-Version, die das Team verwendet
error-store-cannot-create-roles = die Teamablage { $location } ist neu und ihre erste Verbindung legt die Rollen von gpucase an, aber die Rolle „{ $role }“ darf keine Rollen anlegen; nichts wurde geändert: die Administration des Servers führt einmal scripts/team-library-admin.sql aus (oder ALTER ROLE { $role } CREATEROLE), siehe docs/team-library.md
error-team-url = { $found }: erwartet wird die URL einer Teamablage postgres://BENUTZER@HOST:PORT/DATENBANK
error-team-url-unreadable = { $url }: nicht lesbar: { $detail }
error-team-url-password = { $url }: die URL enthält ein Passwort; geben Sie es in GPUCASE_STORE_PASSWORD oder im Schlüsselbund des Systems an, nie in einer URL
error-store-stale = Fall „{ $case }“ wurde inzwischen als Version { $latest } von { $who } um { $at } gespeichert; Ihre Änderungen beruhen auf Version { $base } und wurden nicht gespeichert: Vergleichen Sie sie mit Version { $latest } oder speichern Sie sie als Version { $next } darauf
error-store-stale-new = Fall „{ $case }“ wurde inzwischen von { $who } um { $at } angelegt (Version { $latest }); Ihrer wurde nicht gespeichert: Vergleichen Sie ihn mit Version { $latest } oder speichern Sie ihn als Version { $next } darauf
error-store-stale-gone = Fall „{ $case }“ ist nicht mehr in der Ablage; Ihre Änderungen wurden nicht gespeichert
error-store-who-role = { $by } (Rolle { $role })
error-store-approved = Fall „{ $case }“ Version { $version } wurde von { $who } um { $at } freigegeben: Eine freigegebene Version kann nicht geändert oder entfernt, nur durch eine neue Version abgelöst werden
error-store-denied = Die Teamablage hat dies für die Rolle „{ $role }“ abgelehnt: { $detail }
error-store-local-only = Sicherungen und Wiederherstellungen gibt es für eine lokale Ablage; eine Teamablage sichert ihr Server mit eigenen Mitteln (pg_dump)

## Rechnungen importieren (crates/bills).
error-bills-io = { $file }: kann nicht gelesen werden: { $detail }
error-bills-empty = { $file }: die Datei ist leer; erwartet wird ein FOCUS-CSV-Export mit Kopfzeile
error-bills-missing-columns = { $file }: Zeile 1: keine Spalte { $missing } (ein FOCUS-Export hat sie; für eine andere CSV die eigenen mit --map FOCUS_SPALTE=IHRE_SPALTE benennen); die Kopfzeile beginnt mit { $found }
error-bills-bad-decimal = { $file }: Zeile { $row }, Spalte { $column }: { $found } ist keine Dezimalzahl
error-bills-bad-currency = { $file }: Zeile { $row }, Spalte { $column }: { $found } ist keine Währung, die gpucase umrechnet (EUR, USD, GBP oder CHF)
error-bills-bad-time = { $file }: Zeile { $row }, Spalte { $column }: { $found } ist kein Datum mit Uhrzeit (RFC 3339, z. B. 2024-09-01T00:00:00Z)
error-bills-mixed-currency = { $file }: Zeile { $row }, Spalte { $column }: { $found } nach { $first } in den Zeilen davor: eine Rechnung wird in einer Währung importiert; die Zeilen jeder Währung getrennt importieren
error-bills-field-count = { $file }: Zeile { $row }: { $found } Felder, die Kopfzeile hat { $expected }
error-bills-bad-row = { $file }: Zeile { $row }: { $detail }
error-bills-too-many-groups = { $file }: Zeile { $row }: mehr als { $max } verschiedene Gruppen aus Anbieter, Dienst, SKU, Instanz und Region: den Export teilen oder monatsweise importieren
error-bills-bomb = { $file }: entpackt sich auf mehr als das { $ratio }-Fache seiner Größe: als gzip-Bombe abgelehnt, keine Rechnung
error-bills-parquet = { $file }: keine Parquet-Rechnung, die gpucase lesen kann: { $why }
error-bills-row-group = { $file }: Zeilengruppe { $group } umfasst unkomprimiert { $bytes } Bytes, mehr als die { $max }, die auf einmal gelesen werden: mit kleineren Zeilengruppen exportieren
error-bills-mapping-syntax = --map { $item }: erwartet FOCUS_SPALTE=IHRE_SPALTE, z. B. BilledCost=Betrag
error-bills-mapping-column = --map { $item }: { $column } ist keine Spalte, die der Import liest; er liest { $known }
bills-not-taken-no-gpus = nicht übernommen: { $name }: seine GPUs je abgerechneter Stunde sind unbekannt; wenn es eine GPU-Instanz ist, angeben ({ $name }=GPUS: --gpus auf der Kommandozeile, das GPU-Feld der Desktop-App)
bills-not-taken-negative = nicht übernommen: { $name }: es kostete wie gezahlt weniger als nichts (eine Gutschrift größer als die Nutzung)
bills-not-taken-no-hours = nicht übernommen: { $name }: seine Stunden übersteigen, was ein Fall fasst
bills-from-catalog = { $name }: { $gpus } GPUs je abgerechneter Stunde, wie das Katalogangebot { $offer } dieses Produkts

## Warum das Zertifikat eines Unterzeichners zu keinem Vertrauensanker führt.
trust-reason-unreadable = die Signatur ließ sich nicht lesen
trust-reason-no-signing-time = die Signatur nennt keine Signaturzeit (/M), zu der die Zertifikate zu prüfen wären
trust-reason-no-path = kein Pfad zu einem Vertrauensanker: der Aussteller „{ $issuer }“ von „{ $certificate }“ ist weder ein Vertrauensanker noch in der Signatur enthalten
trust-reason-path-too-long = kein Vertrauensanker innerhalb von { $max } Zertifikaten
trust-reason-not-valid-at = das Zertifikat „{ $certificate }“ war zur Signaturzeit { $at } nicht gültig: gültig von { $from } bis { $to }
trust-reason-may-not-sign-documents = das Zertifikat „{ $certificate }“ darf keine Dokumente signieren: seine Schlüsselverwendung nennt weder digitale Signatur noch Nichtabstreitbarkeit
trust-reason-not-ca = das Zertifikat „{ $certificate }“ ist kein CA-Zertifikat und kann keine anderen ausstellen
trust-reason-path-length = das Zertifikat „{ $certificate }“ erlaubt { $limit } { $limit ->
        [one] CA-Zertifikat
       *[other] CA-Zertifikate
    } unter sich, der Pfad hat { $below }
trust-reason-may-not-sign-certificates = das Zertifikat „{ $certificate }“ darf keine Zertifikate signieren: seiner Schlüsselverwendung fehlt die Zertifikatsignatur
trust-reason-signature-invalid = die Signatur von „{ $certificate }“ durch „{ $issuer }“ ist ungültig
trust-reason-unsupported = das Zertifikat „{ $certificate }“ lässt sich nicht prüfen: { $detail }
