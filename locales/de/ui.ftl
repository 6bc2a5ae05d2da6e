# gpucase desktop UI, German. Same ids and variables as locales/en/ui.ftl.
# Terms follow the German source articles (../shared/seeds): produktive GPU-Stunde,
# produktiver Anteil, Mietseite, Lebenszykluskosten, Nutzungsdauer, Savings Plan,
# Kapazitätsreservierung, Capacity Blocks, Wechselentgelte, Isolation, GPU-Zuteilung.
# Address: "Sie".

## Language
language-name = Deutsch
language-picker = Sprache

## Library
library-title = Fallübersicht
library-tagline = GPU-Kapazität für gleichmäßige Inferenz mieten oder kaufen: jede Option je produktiver GPU-Stunde.
library-new-example = Neuer Fall aus dem Beispiel
library-new-blank = Neuer leerer Fall
library-new-case = Neuer Fall…
new-case-title = Neuer Fall
new-case-id = Kennung (Buchstaben, Ziffern, -, _ und .)
new-case-name = Name
new-case-currency = Währung der Ergebnisse
new-case-horizon = Jahre, über die die Optionen verglichen werden
new-case-template = Arbeitslast als Ausgangspunkt
new-case-template-office-hours = Bürozeiten: werktags 08:00–18:00
new-case-template-around-the-clock = Rund um die Uhr: jeden Tag, ganztags
new-case-template-office-and-nightly-batch = Bürozeiten und ein nächtlicher Batch: werktags 08:00–18:00 und 01:00–05:00
new-case-gpus = GPUs, die die Arbeitslast auslastet
new-case-create = Fall anlegen
new-case-cancel = Abbrechen
library-open-file = .gpucase-Datei öffnen…
library-drop-hint = Oder ziehen Sie eine .gpucase-Datei an eine beliebige Stelle dieses Fensters.
library-recent = Zuletzt bearbeitete Fälle
library-empty = Noch keine gespeicherten Fälle. Beginnen Sie mit dem Beispiel oder öffnen Sie eine Datei.
library-case-meta = Version { $version }, gespeichert am { $updated } UTC
file-filter = gpucase-Fall
csv-filter = CSV-Datei

## Workspace
workflow = Ablauf
section-workload = Workload
section-offers = Angebote
section-metrics = Metriken
section-tco = TCO
section-checklist = Checkliste
section-decision = Entscheidung
section-report = Bericht
save = Speichern
save-as = Speichern unter…
history = Verlauf
shortcut-save = Speichern (Strg+S)
state-computing = Wird berechnet…
state-unsaved = Nicht gespeicherte Änderungen
state-saved = Gespeichert als Version { $version }
state-not-stored = Noch nicht in der Fallübersicht gespeichert
dismiss = Schließen
remove = Entfernen
notice-error = Nicht möglich: { $message }
notice-saved = Als Version { $version } gespeichert.
notice-written = Gespeichert unter { $path }.
history-empty = Von diesem Fall gibt es noch keine gespeicherte Version.
history-version = Version
history-saved-at = Gespeichert (UTC)
history-saved-by = Von
history-unknown-author = unbekannt
history-open = Öffnen
library-location-local = Lokale Ablage: { $path }
library-location-team = Teamablage: { $url } (Rolle { $role })
library-use-local = Lokale Ablage verwenden
library-use-team = Teamablage verwenden
team-connect = Mit einer Teamablage verbinden
team-url = Server-URL
team-url-hint = postgres://BENUTZER@HOST:5432/DATENBANK, ohne das Passwort. Mit ?sslmode=verify-full ist TLS mit geprüftem Zertifikat Pflicht.
team-password = Passwort
team-local-catalog = Den Angebotskatalog in der lokalen Ablage behalten
team-connect-go = Verbinden
team-connect-cancel = Abbrechen
team-password-not-kept = Verbunden. Der Schlüsselbund des Systems konnte das Passwort nicht aufbewahren, es wird erneut abgefragt: { $reason }
library-copy-to-local = In die lokale Ablage kopieren
library-copy-to-team = In die Teamablage kopieren
library-copied-to-local = „{ $name }“ wurde mit allen Versionen in die lokale Ablage kopiert.
library-copied-to-team = „{ $name }“ wurde mit allen Versionen in die Teamablage kopiert.
history-role = Rolle
history-approval = Freigabe
history-approved = Freigegeben von { $who } am { $when } UTC
history-approve = Freigeben
history-approve-version = Version { $version } freigeben
stale-hint = Nichts wurde gespeichert. Vergleichen Sie Ihre ungespeicherten Änderungen mit der Version Ihrer Kollegin oder Ihres Kollegen, oder speichern Sie sie als neue Version darauf.
stale-compare = Vergleichen
stale-save-on-top = Darauf speichern

## Workload
workload-case = Fall und Workload
workload-windows = Produktive Zeitfenster
workload-add-window = Zeitfenster hinzufügen
workload-new-window = Neues Zeitfenster
workload-profile = Profil des Zeitraums
field-case-name = Name des Falls
field-fleet-gpus = GPUs bei Spitzenlast
field-period = Zeitraum
period-generic-month = Durchschnittsmonat (730 h)
period-calendar-month = Kalendermonat in einer Zeitzone
field-period-hours = Stunden im Zeitraum
field-workdays = Werktage
field-month = Monat (JJJJ-MM)
field-time-zone = Zeitzone (IANA)
field-storage-gb = Persistenter Speicher (GB)
field-egress-gb = Ausgehende Datenübertragung je Monat (GB)
window-name = Name
window-kind = Art
window-kind-interactive = Interaktiv
window-kind-batch = Batch
window-days = Tage
days-workdays = Werktage
days-weekends = Wochenenden
days-every-day = Täglich
window-start = Beginn
window-end = Ende
window-gpus = GPUs
window-remove = Zeitfenster entfernen
figure-hours-in-period = Stunden im Zeitraum
figure-productive-hours = Produktive Stunden
figure-productive-gpu-hours = Produktive GPU-Stunden
figure-productive-share = Produktiver Anteil
week-title = Produktive GPUs im Wochenverlauf
week-cell = { $day } { $hour }:00 Uhr, { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPUs
}
day-mon = Mo
day-tue = Di
day-wed = Mi
day-thu = Do
day-fri = Fr
day-sat = Sa
day-sun = So

## TCO inputs
settings-title = Vergleich
field-currency = Währung der Ergebnisse
field-horizon-years = Betrachtungszeitraum (Jahre)
field-exchange-rate = Kurs { $from } → { $to }
field-exchange-rate-year = Kurs { $from } → { $to }, Jahr { $year }
field-rate-source = Quelle des Kurses
button-add-year-rate = Kurs { $from } → { $to } für ein späteres Jahr hinzufügen
button-remove-year-rate = Kurs für Jahr { $year } entfernen
field-rate-date = Kursdatum
field-hybrid = Hybrid
hybrid-none = Kein Hybridbetrieb
own-quote = Eigen
own-new-label = Neues Angebot für eigene Server
add-own-quote = Angebot für eigene Server hinzufügen
import-own-quotes = Angebote für eigene Server importieren (CSV)…
tco-export-xlsx = Nach Excel exportieren (XLSX)…
tco-xlsx-filter = Excel-Arbeitsmappe
field-label = Bezeichnung
field-gpus = GPUs
field-purchase = Kaufpreis
field-licences-per-year = Lizenzen je Jahr
field-power-kw = Mittlere Leistungsaufnahme (kW)
field-pue = PUE
field-kwh-price = Strompreis je kWh
field-colocation-per-month = Colocation je Monat
field-support-per-year = Support je Jahr
field-operating-hours = Personalstunden je Monat
field-operating-rate = Stundensatz Personal
field-service-life = Nutzungsdauer (Jahre)
field-residual-value = Restwert
field-value-at-horizon = Wert am Ende des Zeitraums
value-basis-book = Buchwert über die Nutzungsdauer
value-basis-depreciation = Buchwert über einen Abschreibungszeitraum
value-basis-resale = Geschätzter Wiederverkauf
field-depreciation-years = Abschreibungszeitraum (Jahre)
field-resale-share = Wiederverkauf, Anteil am Kaufpreis (0,30 = 30 %)
field-source = Quelle der Zahlen
field-gpu-memory = Speicher je GPU (GB)
field-bandwidth-per-month = IP-Transit oder Uplink je Server und Monat ({ $currency })
field-billed-in-advance = Zu Beginn jedes Monats abgerechnet (im Voraus), nicht an dessen Ende
unknown-placeholder = nicht angegeben
field-interconnect = GPU-Verbindung
field-domain-gpus = GPUs in einer NVLink-Domäne
interconnect-unknown = nicht angegeben
interconnect-sxm = SXM mit NVSwitch
interconnect-nvl = NVL-Brücken (PCIe-Karten)
interconnect-pcie = PCIe ohne NVLink
field-free-slots = Der Server hat freie GPU-Steckplätze
field-slots = GPU-Steckplätze je Server
field-card-price = Preis einer weiteren Karte
field-card-power = Leistung einer weiteren Karte (kW)
field-card-residual = Restwert einer weiteren Karte
stage-title = Ausbaustufe { $stage }: später gekauft
field-stage-month = Monat des Zeitraums
field-stage-cards = Zusätzliche Karten
field-stage-servers = Zusätzliche Server
field-stage-purchase = Kaufpreis
add-stage = Späteren Kauf hinzufügen
field-discount-rate = Abzinsungssatz pro Jahr (%)
discount-none = keiner: nominale Zahlen
field-tax-rate = Ertragsteuersatz (%)
field-tax-depreciation-years = Steuerliche Abschreibung eigener Server (Jahre)
tax-none = keiner: Barwerte vor Steuern
field-rent-change = Änderung der Mietpreise pro Jahr (%)
field-electricity-change = Änderung des Strompreises pro Jahr (%)
field-rent-staff-hours = Personalstunden je Monat und gemieteter Instanz
field-second-stack-hours = Personalstunden je Monat für zwei Stacks (hybrid)
field-staff-hour-rate = Satz einer solchen Personalstunde ({ $currency })
staff-none = keine
price-change-none = keine: heutige Preise
field-demand-growth = Wachstum des Bedarfs pro Jahr (%)
demand-growth-none = keines: jedes Jahr derselbe Bedarf
rent-offer = Miete
rent-new-label = Neues Mietangebot
add-rent-offer = Mietangebot hinzufügen
field-provider = Anbieter
field-gpus-per-instance = GPUs je Instanz
field-on-demand-rate = On-Demand je Instanzstunde
field-boot-minutes = Bootzeit (Minuten)
field-model-load-minutes = Laden des Modells (Minuten)
charges = Kosten außerhalb des Stundenpreises
field-storage-per-gb-month = Speicher je GB und Monat
field-ipv4-per-month = IPv4 je Monat
field-setup-fee = Einrichtungsgebühr
field-support-per-month = Supportplan je Monat
field-support-share = Support als Anteil der Rechenkosten
field-egress-tier = Ausgehende Datenübertragung je GB bis { $gb } GB
field-egress-tier-rest = Ausgehende Datenübertragung je GB darüber
pricing-models = Preismodelle
add-pricing-model = Preismodell hinzufügen
model-on_demand_always = On-Demand, durchgehend zugewiesen
model-on_demand_stopped = On-Demand, im Leerlauf gestoppt
model-savings_plan = Savings Plan
model-capacity_reservation = Kapazitätsreservierung
model-capacity_block = Capacity Blocks
model-spot_batch = Spot für Batch, On-Demand für interaktive Last
model-reserved = Reservierte Instanzen, effektiver Satz
model-monthly_billed = Monatlich abgerechnet
field-term-years = Laufzeit (Jahre)
field-plan-rate = Savings-Plan-Tarif je Instanzstunde
field-reserved-rate = Satz je reservierter Instanzstunde
field-upfront = Vorauszahlung je Instanz und Laufzeit
field-monthly-price = Preis je Instanz und Monat
rent-from-offers = Preise gelesen aus
rent-assumed = Angenommen: kein Angebot nennt den Wert; setzen Sie ihn selbst
rent-withdrawn = aus dem Katalog zurückgezogen
rent-departed = Der Fall rechnet stattdessen mit { $amount }: von Ihnen geändert
field-commitment = Verpflichtung je Stunde
field-payment = Zahlung
payment-no_upfront = Ohne Vorauszahlung: die Verpflichtung monatlich
payment-partial_upfront = Teilweise Vorauszahlung: die Hälfte der Verpflichtung jeder Laufzeit zu deren Beginn
payment-all_upfront = Vollständige Vorauszahlung: die Verpflichtung jeder Laufzeit zu deren Beginn
field-reserved-instances = Reservierte Instanzen
field-block-days = Blocklänge (Tage)
field-block-rate = Blocktarif je Instanzstunde
field-spot-rate = Spot-Tarif je Instanzstunde
field-interruption-overhead = Mehraufwand durch Unterbrechungen (Anteil)

## TCO results
results-title = Vergleich über { $years ->
    [one] { $years } Jahr
   *[other] { $years } Jahre
}
results-recommendation = Am günstigsten je produktiver GPU-Stunde: { $option }, mit { $cost } je produktiver GPU-Stunde und { $total } insgesamt.
results-not-eligible = nicht zulässig
results-nothing-to-compare = Fügen Sie ein Angebot für eigene Server oder ein Mietangebot hinzu, um zu vergleichen.
column-option = Option
column-total = Gesamt
column-present-value = Barwert bei { $rate } im Jahr
column-present-value-after-tax = Barwert bei { $rate } im Jahr nach Steuern
column-billed = Abgerechnete GPU-h / Zeitraum
column-productive = Produktive GPU-h / Zeitraum
column-per-productive-hour = Je produktiver GPU-h
column-pv-per-productive-hour = Barwert je produktiver GPU-h
results-ranked-present-value = Gereiht nach dem Barwert je produktiver GPU-Stunde beim Kalkulationszins von { $rate }.
results-ranked-nominal = Gereiht nach den Kosten je produktiver GPU-Stunde; der Fall nennt keinen Kalkulationszins.
column-actions = Aktionen
cheapest = am günstigsten

break-even-title = Break-even gegenüber eigenen Servern
break-even-below = { $option } ist unterhalb eines produktiven Anteils von { $share } günstiger als { $own }.
break-even-own-always = { $own } ist bei jedem produktiven Anteil günstiger als { $option }.
break-even-rent-always = { $option } ist bei jedem produktiven Anteil günstiger als { $own }.
break-even-cancels = { $option } bleibt jede Stunde zugewiesen, daher kürzt sich der produktive Anteil heraus: Eigene Server kosten { $own } je GPU-Stunde der Nutzungsdauer, die Miete { $rent } je abgerechneter GPU-Stunde.
chart-title = Kosten je produktiver GPU-Stunde nach produktivem Anteil
chart-caption = Fixkosten bleiben, nutzungsabhängige Kosten folgen dem Anteil; der heutige Anteil beträgt { $share }. Kreuze markieren die Break-even-Punkte auf der Linie der eigenen Server.
chart-share = Produktiver Anteil
chart-cost = { $currency } je produktiver GPU-Stunde (logarithmische Skala)
chart-break-even = Break-even mit eigenen Servern

## Theme
theme-toggle = Zwischen hellem und dunklem Design wechseln
theme-dark = Dunkles Design
theme-light = Helles Design

## Offers
offers-refresh-offline = Aus aufgezeichneten Antworten aktualisieren
offers-refresh-live = Live aktualisieren
offers-refreshing = Anbieter-Plugins laufen…
offers-refreshing-step = { $done } von { $total } Plugins · { $step }
offers-cancel = Abbrechen
offers-import-csv = Angebote importieren (CSV)…
offers-enter = Angebot erfassen
offers-remove = Entfernen
entry-offer_id = Angebots-ID
entry-source = Quelle (URL oder Angebotsnummer)
entry-quoted_on = Angebotsdatum
entry-gpu = GPU laut Angebot
entry-gpus = GPUs
entry-vram_gb = GB je GPU
entry-country = Land (ISO-Code)
entry-price = Preis
entry-currency = Währung
entry-period = Je
entry-period-hour = Stunde
entry-period-month = Monat
entry-pricing_model = Preismodell
entry-allocation_share = Anteil an der GPU (0–1)
entry-not-stated = Nicht angegeben (unbekannt)
entry-add = In den Katalog aufnehmen
entry-cancel = Abbrechen
offers-cancelling = Wird abgebrochen…
offers-count = { $count ->
    [one] { $count } Angebot
   *[other] { $count } Angebote
}, { $shortlisted } in der engeren Auswahl dieses Falls
offers-refresh-skipped-items = Übersprungene Einträge zeigen
offers-refresh-done = { $plugin }: { $added } neu, { $changed } geändert, { $unchanged } unverändert, { $withdrawn } zurückgezogen, { $refused } abgelehnt
offers-refresh-failed = { $plugin }: fehlgeschlagen, die letzten Angebote bleiben erhalten: { $error }
offers-filter-gpu = GPU-Modell
offers-filter-vram = Min. GB je GPU
offers-filter-isolation = Isolation
offers-filter-allocation = GPU-Zuteilung
offers-filter-max-hourly = Max. je Stunde
offers-filter-eu = Nur EU/EWR
offers-filter-verified = Nur verifiziert oder im Besitz des Anbieters
offers-any = alle
offers-col-provider = Anbieter / Angebot
offers-col-gpu = GPUs
offers-col-isolation = Isolation
offers-col-allocation = Zuteilung
offers-col-host = Host
offers-col-location = Standort
offers-col-hourly = Je Stunde
offers-col-monthly = Je Monat mit Nebenkosten
offers-monthly-hint = Eine Instanz, jede Stunde eines durchschnittlichen Monats (730 h) belegt, mit dem Speicher und Datenverkehr oben, berechnet wie in der TCO: die Vorauszahlung einer Reservierung über ihre Laufzeit verteilt, Einrichtungsgebühren nicht enthalten.
offers-col-age = Alter des Preises
offers-age-today = heute
offers-age-days = { $days ->
    [one] { $days } Tag alt
   *[other] { $days } Tage alt
}
offers-commitment-only = nur mit Bindung erhältlich: kein On-Demand- oder Spot-Preis
offers-available = verfügbar am { $date }
offers-available-count = { $count } frei am { $date }
offers-available-level = Bestand „{ $level }“ am { $date }
offers-unavailable = keine frei am { $date }
offers-second-agrees = { $source } nennt denselben Preis
offers-second-differs = ≠ { $source }: { $price } (gelesen am { $date })
offers-add-to-case = Zum Fall hinzufügen
offers-shortlisted = in der engeren Auswahl
offers-derived-hint = * aus einem Monatspreis abgeleitet (Preis ÷ 730 h): Das heißt nicht, dass sich das Angebot nach einer Stunde beenden lässt. „Je Monat mit Nebenkosten“ rechnet Speicher, ausgehende Datenübertragung und monatliche Entgelte des Falls hinzu und verteilt die Vorauszahlung einer Reservierung auf ihre Laufzeit; Einrichtungsgebühren sind nicht enthalten.
offers-upfront-hint = Der effektive Satz: die Vorauszahlung auf die Stunden der Laufzeit verteilt und zum Stundenpreis addiert
isolation-bare_metal = Bare Metal
isolation-vm = VM
isolation-container = Container
isolation-unknown = unbekannt
allocation-passthrough = Passthrough
allocation-bare_metal = Bare Metal
allocation-sriov_vf = SR-IOV-VF
allocation-vgpu = vGPU
allocation-mig = MIG
allocation-time_slicing = Time-Slicing
allocation-unknown = unbekannt
host-provider_owned = im Besitz des Anbieters
host-verified = verifiziert
host-unverified = nicht verifiziert
host-revoked = Verifizierung entzogen
host-unknown = unbekannt
offers-col-pricing = Preismodell
offers-term = { $months ->
    [one] { $months } Monat
   *[other] { $months } Monate
}
price-on_demand = On-Demand
price-spot = Spot
price-interruptible = unterbrechbar
price-reserved = reserviert
price-savings_plan = Savings Plan
price-capacity_block = Capacity Block

## Price history of an offer (components/PriceHistory.svelte)
offers-history = Preisverlauf
offers-history-hide = Verlauf ausblenden
offer-history-title = Preisverlauf von { $offer }
offer-history-loading = Verlauf wird gelesen…
offer-history-latest = Die letzten { $count } von { $total } Beobachtungen.
offer-history-chart-label = Preis von { $offer } über { $count ->
    [one] { $count } Beobachtung
   *[other] { $count } Beobachtungen
}: { $first } am { $firstDate }, { $last } am { $lastDate }
offer-history-unit-hour = Preis pro Stunde, wie das Angebot ihn nennt; jeder Preis gilt bis zur nächsten Beobachtung.
offer-history-unit-month = Preis pro Monat, wie das Angebot ihn nennt; jeder Preis gilt bis zur nächsten Beobachtung.
offer-history-left-out = { $count ->
    [one] { $count } Beobachtung in einer anderen Währung oder Periode ist aufgeführt, nicht gezeichnet
   *[other] { $count } Beobachtungen in einer anderen Währung oder Periode sind aufgeführt, nicht gezeichnet
}
offer-history-caption = Jede Änderung, die der Katalog beobachtet hat, die älteste zuerst
offer-history-col-observed = Beobachtet (UTC)
offer-history-col-price = Preis
offer-history-col-billing = Abrechnung
offer-history-col-changes = Was sich geändert hat
offer-history-period-hour = pro Stunde
offer-history-period-month = pro Monat
offer-history-first = erste Beobachtung
offer-history-oldest-shown = älteste gezeigte Beobachtung
offer-history-again = wieder angeboten, unverändert
offer-history-change-price = Preis { $before } → { $after }
offer-history-change = { $field }: { $before } → { $after }
offer-history-none = keiner
offer-history-withdrawn = Am { $date } (UTC) aus dem Katalog zurückgezogen.

## Metrics
metrics-time-zone = Zeitzone des Standorts (IANA)
metrics-threshold = Schwelle der SM-Aktivität
metrics-import = Metrikdateien importieren…
metrics-rules-filter = Regeln (TOML oder JSON)
metrics-mapping = Zuordnung Server zu GPU…
metrics-mapping-set = Server: { $file }
metrics-schedule = Batch-Zeitplan…
metrics-schedule-set = Batch: { $file }
metrics-file-filter = Metrik-Exporte
metrics-starting = Dateien werden geöffnet…
metrics-reading = { $done } von { $total } MB gelesen
metrics-requests = { $done } von { $total } Abfragen
metrics-server-url = URL von Prometheus, Thanos, Mimir oder VictoriaMetrics
metrics-server-from = Von (UTC)
metrics-server-to = Bis (UTC)
metrics-server-step = Scrape-Intervall (s)
metrics-server-mode = Messwerte
metrics-mode-auto = Nach Größe der GPU-Flotte
metrics-mode-raw = Rohwerte im Scrape-Intervall
metrics-mode-server_side = Stündlich, vom Server berechnet
metrics-fetch = Vom Server abrufen
metrics-server-auth = Zugangsdaten: GPUCASE_PROMETHEUS_TOKEN oder _USER und _PASSWORD (Zugangsdaten…).
metrics-drop-hint = Oder ziehen Sie Exporte aus Prometheus, VictoriaMetrics, OpenMetrics oder Grafana (CSV) hierher.
metrics-none = Keine Metriken importiert: Der Workload stammt aus dem Zeitplan. Importieren Sie einen Monat oder ein Jahr an vLLM- und DCGM-Zeitreihen, um den produktiven Anteil zu messen, statt ihn anzunehmen.
metrics-share-title = Produktiver Anteil (gemessen)
metrics-share-detail = { $productive } von { $total } GPU-Stunden waren produktiv.
metrics-no-data = { $hours ->
    [0] Für jede GPU-Stunde liegen Daten vor.
    [one] Für { $hours } GPU-Stunde fehlen Daten: gesondert gezählt, nie als Leerlauf.
   *[other] Für { $hours } GPU-Stunden fehlen Daten: gesondert gezählt, nie als Leerlauf.
}
metrics-period = Ab { $first } UTC, { $hours } Stunden, { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPUs
}, Ortszeit { $zone }
metrics-use-as-profile = Als Workload-Profil verwenden (die TCO rechnet mit diesen Stunden)
metrics-remove = Metriken entfernen
metrics-sm-title = SM-Aktivität in produktiven Stunden
metrics-sm-mean = Mittelwert
metrics-sm-median = Median
metrics-sm-p95 = 95. Perzentil
metrics-sm-high = Bei 0,8 oder mehr
metrics-queue-hours = Stunden mit wartenden Anfragen
metrics-queue-peak = Höchstzahl wartender Anfragen
metrics-queue-gpu-hours = GPU-Stunden wartender Nachfrage
metrics-quality-title = Datenqualität
metrics-q-series = Gelesene Zeitreihen
metrics-q-samples = Messwerte
metrics-q-nan = NaN oder unendlich, verworfen
metrics-q-duplicates = Duplikate, verworfen
metrics-q-out-of-order = Nicht in zeitlicher Reihenfolge
metrics-q-gaps = Lücken durch fehlende Messwerte
metrics-q-mixed = Zeitreihen mit wechselndem Intervall
metrics-q-ignored = Andere Zeitreihen, übersprungen
metrics-calendar-title = Der Zeitraum Tag für Tag
metrics-day = { $date }: { $productive } von { $total } GPU-Stunden produktiv, { $nodata } ohne Daten ({ $hours } h)
metrics-gpus-title = Je GPU
metrics-col-gpu = GPU
metrics-col-model = Modell
metrics-col-servers = vLLM-Server
metrics-col-productive = Produktive h
metrics-col-no-data = h ohne Daten
metrics-col-share = Anteil
metrics-col-sm = SM-Mittelwert

## Credentials
credentials-button = Zugangsdaten…
credentials-title = Zugangsdaten
credentials-hint = API-Schlüssel und Passwörter für die Anbieter-Plugins und den Metrik-Server. Eine gleichnamige Umgebungsvariable hat Vorrang; sonst liest gpucase den Schlüsselbund des Betriebssystems. Die Werte liegen nur im Schlüsselbund, nie in einer Falldatei, und werden nie wieder angezeigt.
credentials-name = Name
credentials-used-by = Verwendet von
credentials-set = Quelle
credentials-from-environment = Umgebungsvariable
credentials-from-keyring = Schlüsselbund des Betriebssystems
credentials-keyring-unavailable = nicht gesetzt (Schlüsselbund nicht lesbar)
credentials-not-set = nicht gesetzt
credentials-store = Im Schlüsselbund speichern
credentials-delete = Löschen

## Probe
probe-title = Prüfen, was geliefert wurde: das Prüfskript in der Maschine
probe-how = Führen Sie das Prüfskript in der gemieteten Maschine aus (sh probe.sh > out.txt): Es liest nur, braucht weder Netzwerk noch Root und meldet, was es nicht lesen konnte. Fügen Sie seine Ausgabe unten ein.
probe-show-script = Prüfskript anzeigen
probe-script = Das Prüfskript (probe.sh)
probe-offer = Abgleichen mit
probe-no-offer = Kein Angebot (nur Analyse)
probe-paste = Ausgabe des Prüfskripts hier einfügen
probe-analyse = Analysieren
probe-findings = { $count ->
    [0] Abgleich mit { $offer }: keine Abweichung
    [one] Abgleich mit { $offer }: { $count } Befund
   *[other] Abgleich mit { $offer }: { $count } Befunde
}
probe-no-findings = Was die Maschine zeigt, stimmt mit den Angaben des Angebots überein.
severity-critical = Kritisch
severity-warning = Warnung
severity-info = Hinweis
probe-record = In die Checkliste des Angebots übernehmen
probe-open = Ausgabedatei öffnen…
checklist-title = Checkliste für den Kauf
checklist-weighs = Was in diesem Fall Isolation, Identität des Hosts und Standort schwerer wiegen lässt als den Preis:
concern-service_24x7 = Der Dienst läuft rund um die Uhr
concern-gdpr_data = Die Daten fallen unter die DSGVO
checklist-empty = Nehmen Sie auf der Seite „Angebote“ Angebote in die engere Auswahl: Jedes erhält hier seine Checkliste.
question-isolation = VM, Container oder Bare Metal?
question-gpu_share = Ganze GPU oder Anteil, mit welcher Technologie, wie groß?
question-extra_charges = Was wird außerhalb des Stundenpreises berechnet?
question-host_and_location = Wem gehört die Maschine und wo steht sie?
question-billing = Stündliche oder monatliche Abrechnung?
source-offer = laut Angebot (gelesen am { $date })
source-verified = vom Prüfskript verifiziert ({ $date })
source-analyst = angegeben: { $note }
source-analyst-doc = angegeben: { $note } ({ $document })
source-unknown = unbekannt: { $reason }
checklist-contradiction = Widerspruch: { $text }
checklist-state = Angeben…
checklist-answer = Antwort
checklist-note = Wer das sagt oder wo es steht
checklist-document = Dokument (optional)
checklist-save-answer = Antwort übernehmen

## Report
report-title = Bericht erstellen
report-intro = Die Empfehlung als PDF: der Vergleich mit seinen Annahmen und Quellen sowie alle Eingaben dieses Falls.
report-language = Sprache des Berichts
report-author = Verfasser
report-date = Berichtsdatum
report-compared = Verglichene Optionen in Tabellen und Diagrammen
report-sign = Mit eigenem Schlüssel signieren
report-key-pkcs12 = PKCS#12-Datei (.p12, .pfx)
report-key-pem = PEM-Schlüssel und Zertifikat
report-key-choose = Schlüsseldatei…
report-key-chosen = Schlüssel: { $file }
report-cert-choose = Zertifikat…
report-cert-chosen = Zertifikat: { $file }
report-key-filter = Schlüssel und Zertifikate
report-password = Passwort des Schlüssels
report-password-hint = Das Passwort dient nur dieser einen Signatur: Es wird nie gespeichert und nie in den Fall geschrieben.
report-reason = Grund
report-reason-default = Empfehlung freigegeben
report-write = PDF schreiben…
report-writing = Wird geschrieben…
report-pdf-filter = PDF-Dokument
report-written = Gespeichert unter { $path } ({ $kb } KB).
report-signed-by = Signiert von { $signer }.
report-unsigned = Nicht signiert.
report-preview-title = Vorschau
report-preview-loading = Die Seiten werden gesetzt…
report-preview-failed = Die Vorschau kann nicht angezeigt werden: { $reason }
report-preview-position = Seite { $page } von { $pages }
report-preview-previous = Zurück
report-preview-next = Weiter
report-preview-pages = Seiten des Berichts
report-exports-title = Aus diesem Fall erstellte Berichte
report-exports-loading = Die erstellten Berichte werden geladen…
report-exports-none = Aus diesem Fall wurde noch kein Bericht erstellt.
report-exports-failed = Die erstellten Berichte können nicht aufgelistet werden: { $reason }
report-exports-when = Erstellt (UTC)
report-exports-language = Sprache
report-exports-date = Berichtsdatum
report-exports-signer = Signiert von
report-exports-hash = SHA-256
report-exports-file = Datei
report-exports-unsigned = nicht signiert
report-exports-version = aus Version { $version }
report-exports-unsaved = aus ungespeicherten Änderungen
verify-title = Signiertes PDF prüfen
verify-hint = Zeigt, wer wann signiert hat und ob das Dokument genau dem signierten entspricht. Mit dem Zertifikat einer Zertifizierungsstelle, der Sie vertrauen, auch, ob das Zertifikat des Unterzeichners zu ihr führt.
verify-trust-choose = Vertrauensanker (optional)…
verify-trust-chosen = Vertrauensanker: { $file }
verify-trust-filter = PEM-Zertifikate
verify-open = Signiertes PDF prüfen…
verify-ok = Geprüft: Das Dokument ist genau das signierte.
verify-ok-trusted = Geprüft: Das Dokument ist genau das signierte, von einem vertrauenswürdigen Unterzeichner.
verify-failed = Nicht bestätigt: siehe die Befunde unten.
verify-none = { $file } enthält keine Signatur.
verify-signature = Signatur { $index }
verify-signer = Unterzeichner
verify-time = Signiert (UTC, laut Unterzeichner)
verify-reason = Grund
verify-intact = Unverändert
verify-whole = Deckt das ganze Dokument ab
verify-trusted = Vertrauenswürdig
verify-yes = ja
verify-unknown = unbekannt
verify-intact-changed = nein: das Dokument wurde nach der Signatur geändert
verify-intact-invalid = nein: die Signatur passt nicht zu ihrem Zertifikat
verify-intact-unreadable = nein: die Signatur ist nicht prüfbar: { $reason }
verify-whole-appended = { $bytes ->
    [one] nein: nach der Signatur wurde { $bytes } Byte angefügt; { $changes }
   *[other] nein: nach der Signatur wurden { $bytes } Byte angefügt; { $changes }
}
verify-changes-none = keine Seite geändert
verify-changes-pages = geänderte Seiten: { $pages }
verify-changes-fields = sichtbare Signaturfelder auf den Seiten { $pages } hinzugefügt oder geändert, über den signierten Inhalt gezeichnet; sonst hat sich auf den Seiten nichts geändert
verify-rewritten = die Angaben der Signatur selbst (Name, Grund, Ort oder Zeit) wurden nach dem Signieren ersetzt; angezeigt wird, was signiert wurde
verify-changes-unknown = unbekannt, was sich änderte: { $reason }
verify-trust-yes = ja, das Zertifikat führt zu { $anchor }
verify-trust-no = nein: { $reason }
verify-trust-unchecked = nicht geprüft (kein Vertrauensanker angegeben)

## Library: search, tags, duplicate, delete, backup, compare
library-search = Nach Name, Beschreibung, Schlagwort oder Kennung suchen
library-no-match = Kein Fall entspricht der Suche.
library-tag-add = Schlagwort hinzufügen
library-tag-remove = Schlagwort { $tag } entfernen
library-duplicate = Duplizieren
library-copy-name = { $name } (Kopie)
library-delete = Löschen
library-deleted = „{ $name }“ wurde gelöscht.
library-undo = Rückgängig
library-pick = Vergleichen
library-pick-hint = Markieren Sie zwei Fälle oder zwei Versionen im Verlauf, um sie zu vergleichen.
library-compare = Beide vergleichen
library-history-title = Versionen von „{ $name }“
library-copied-from = (kopiert aus { $origin })
library-backup = Fallübersicht sichern…
library-restore = Sicherung wiederherstellen…
library-backup-filter = Sicherung der gpucase-Fallübersicht
library-backed-up = Die gesamte Fallübersicht wurde in { $file } gesichert.
library-restore-confirm = Die gesamte Fallübersicht durch die Sicherung { $file } ersetzen? Der bisherige Stand wird daneben aufbewahrt.
library-restore-go = Ersetzen
library-restore-cancel = Bisherigen Stand behalten
library-restored = { $cases ->
    [one] Sicherung wiederhergestellt: { $cases } Fall.
   *[other] Sicherung wiederhergestellt: { $cases } Fälle.
} Der bisherige Stand liegt in { $kept }.
compare-title = { $old } im Vergleich mit { $new }
compare-side = { $name }, Version { $version }
compare-inputs = Abweichende Eingaben
compare-no-inputs = Keine Eingabe weicht ab.
compare-input = Eingabe
compare-old = Vorher
compare-new = Nachher
compare-change = Änderung
compare-change-added = hinzugefügt
compare-change-removed = entfernt
compare-change-changed = geändert
compare-costs = Kosten je produktiver GPU-Stunde
compare-currencies = Die Fälle rechnen in verschiedenen Währungen ({ $old } und { $new }): Die Kosten werden gezeigt, nicht verglichen.
compare-option = Option
compare-only-old = nur im früheren Fall
compare-only-new = nur im späteren Fall
compare-direction-up = teurer
compare-direction-down = günstiger
compare-direction-same = unverändert
compare-direction-unknown = nicht vergleichbar
compare-recommendation-changed = Empfehlung: { $old } → { $new }
compare-recommendation-same = Empfehlung unverändert: { $option }
compare-no-recommendation = keine
compare-hybrid = Hybrid: eigene GPUs für die Grundlast, gemietete für Spitzen

## A colleague's scenario file, dropped or opened: what it is before it is stored
library-open-colleague = Datei eines Kollegen öffnen…
scenario-title = Datei eines Kollegen: { $name }
scenario-id = Fall-ID
scenario-format = Format
scenario-format-migrated = aus { $from } übernommen
scenario-signature = Signatur
scenario-unsigned = Nicht signiert: Niemand steht für den Inhalt dieser Datei ein.
scenario-signed = Signiert von { $signer } am { $at } UTC
scenario-signed-unnamed = Signiert am { $at } UTC mit einem Zertifikat ohne Namen
scenario-intact = Unverändert: Seit der Signatur wurde nichts geändert.
scenario-trust-not-checked = Vertrauen nicht geprüft: In dieser Anwendung sind keine Vertrauensanker hinterlegt.
scenario-trusted = Vertrauenswürdig über { $anchor }.
scenario-not-trusted = Nicht vertrauenswürdig: { $reason }
scenario-results = Ergebnisse
scenario-results-match = Die Ergebnisse der Datei stimmen mit der Berechnung dieses gpucase überein (Datei berechnet von { $by }).
scenario-results-differ = Die Ergebnisse der Datei weichen von der Berechnung dieses gpucase ab (Datei berechnet von { $by }):
scenario-results-none = Die Datei enthält keine Ergebnisse zum Abgleich (eine Falldatei oder ein älteres Format).
scenario-target = Beim Import
scenario-target-new-case = Der Import legt einen neuen Fall an.
scenario-target-new-version = Der Import speichert die Datei als Version { $version } des lokalen Falls „{ $local }“ (derzeit Version { $current }). Nichts wird überschrieben.
scenario-import = Importieren
scenario-compare = Mit der lokalen Version vergleichen
scenario-cancel = Abbrechen
scenario-close = Schließen
scenario-imported-new = Als neuer Fall „{ $name }“ importiert, Version { $version }.
scenario-imported-version = Als Version { $version } von „{ $name }“ importiert.

## The Decision view (ui/src/lib/sections/Decision.svelte)

decision-requirements = Was der Dienst braucht
decision-requirements-help = Diese Angaben entscheiden, welche Optionen empfohlen werden dürfen: Kapazität, die neu gestartet oder aus Spot genommen wird, kann in einem Zeitfenster, das ohne Verzögerung antworten muss, keine Antwort versprechen; DSGVO-Daten und ein Dienst rund um die Uhr verlangen einen Standort in der EU, eine VM oder Bare Metal und einen eigenen oder verifizierten Host des Anbieters.
decision-must-answer = „{ $window }“ muss ohne Verzögerung antworten
decision-min-gpu-memory = GPU-Speicher, den das Modell mindestens braucht (GB)
decision-replica-gpus = GPUs, die eine Modellreplik auf einer Maschine braucht (in der Flotte, die die Last beschreibt; leer: keine Anforderung)
decision-replica-one-domain = Ihre GPUs müssen eine NVLink-Domäne teilen (Tensor-Parallelität)
decision-replica-memory = GPU-Speicher, den eine Replik insgesamt braucht (GB; leer: GPUs werden gezählt, wie sie sind)
decision-replica-help = Mit dem Speicher der Replik wird die Kapazität in bedienten Repliken gezählt: jede Option betreibt eine Replik auf so wenigen ihrer GPUs, wie sie fassen (eine Zweierpotenz), so werden eine H100- und eine H200-Flotte an derselben Arbeit gemessen.
decision-spares = Reservemaschinen über die Spitze hinaus (1 ist N+1; leer: keine)
decision-spares-help = Eigene Optionen kaufen die Reserveserver; gemietete Optionen, die jede Stunde Kapazität halten, halten die Reserveinstanzen; solche, die Instanzen erst bei Bedarf starten, halten keine und sagen das.
decision-title = Entscheidung
decision-none-stated = Für diesen Fall sind keine Anforderungen angegeben: Die Empfehlung vergleicht allein den Preis.
decision-stated = Anforderungen: { $requirements }.
decision-stated-separator = {", "}
decision-recommended = Empfehlung: { $option }, zu { $cost } je produktiver GPU-Stunde.
decision-none-eligible = Keine Option erfüllt die Anforderungen; daher wird keine empfohlen.
decision-eligible = Zulässige Optionen
decision-excluded = Nicht zulässig
decision-resolved = Vom Analysten geklärt
decision-note = Notiz: { $note }
decision-take-back = Zurücknehmen
decision-resolve-note = Wer was geprüft hat und wo es festgehalten ist
decision-resolve = Mit dieser Notiz klären
decision-open-questions = Noch offene Fragen
decision-no-open-questions = Jede Frage der Checkliste zu den Angeboten hinter den Optionen ist beantwortet.
decision-price-age = Preis gelesen
decision-price-typed = von Hand erfasst
bills-import = Rechnungen importieren (FOCUS) …
bills-gpus = GPUs je abgerechneter Einheit (INSTANZ_ODER_SKU=GPUS, durch Kommas getrennt)
bills-file-filter = FOCUS-Exporte (CSV, gzip-CSV, Parquet)
