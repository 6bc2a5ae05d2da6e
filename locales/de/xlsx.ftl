# Die XLSX-Arbeitsmappe (crates/xlsx): Blattnamen, Spaltenköpfe und Beschriftungen.
# Blattnamen: höchstens 31 Zeichen, keines von [ ] : * ? / \. Kostenzeilen und Namen der
# Optionen kommen aus report.ftl.

xlsx-sheet-inputs = Eingaben
xlsx-sheet-profile = Profil
xlsx-sheet-tco = TCO
xlsx-sheet-offers = Angebote
xlsx-sheet-checklist = Checkliste
xlsx-sheet-cashflows = Zahlungsströme

xlsx-col-input = Eingabe
xlsx-col-value = Wert
xlsx-col-unit = Einheit
xlsx-col-converted = In Fallwährung
xlsx-col-name = Name in Formeln
xlsx-col-note = Quelle oder Hinweis
xlsx-col-item = Position
xlsx-col-formula = Arbeitsmappe (Formel)
xlsx-col-gpucase = gpucase
xlsx-col-option = Option

xlsx-unit-years = Jahre
xlsx-unit-months = Monate
xlsx-unit-days = Tage
xlsx-unit-hours = h
xlsx-unit-minutes = min
xlsx-unit-hours-month = h/Monat
xlsx-unit-gb-month = GB/Monat
xlsx-unit-instance-hours = Instanz-h

xlsx-computed = von gpucase berechnet
xlsx-computed-hybrid = von gpucase berechnet: die Zahl eigener GPUs mit der niedrigsten Summe (ändern Sie sie, um die Kosten bei einer anderen Zahl zu sehen)
xlsx-computed-growth = von gpucase berechnet: der Bedarf wächst jedes Jahr; jede Zahl ist die von gpucase, Jahr für Jahr
xlsx-lot = Zu Beginn von Jahr { $year } reservierte Instanzen (ein Los mit eigenen Laufzeiten)
xlsx-grown-years = jede laufende Position ist der Anteil jedes Jahres an seinem Block der Option auf dem Blatt „TCO nach Jahr“ (Σ Jahr × 12 × (1 + Änderung)^(Jahr − 1) / Gewichte: der Durchschnitt der Jahre, wo sich der Preis nicht ändert); Einmalkosten und was nach dem Vergleichszeitraum geschuldet ist, sind die des letzten Jahres
xlsx-sheet-tco-years = TCO nach Jahr
xlsx-year-block = { $option }: der Vergleichszeitraum beim Bedarf von Jahr { $year }
xlsx-sheet-profile-year = Profil Jahr { $year }
xlsx-profile-year-title = Stündliches Profil von Jahr { $year }: der Bedarf von Jahr 1 gewachsen um (1 + Wachstum)^(Jahr − 1), aufgerundet auf ganze GPUs oder Repliken
xlsx-profile-factor = Womit der Bedarf von Jahr 1 in diesem Jahr multipliziert wird
xlsx-in-measured-busy = Gemessene Auslastung einer produktiven Replik (mittlere SM-Aktivität; 1 ohne Metriken): der Bedarf wächst zuerst in den Rest hinein
xlsx-computed-exchange = von gpucase berechnet: jede Zahlung in einer anderen Währung zum Kurs des Jahres, in dem sie fällt, abzüglich derselben zum heutigen Kurs; das Zahlungsblatt addiert es Monat für Monat
xlsx-chosen-stage = Von gpucase gewählte Ausbaustufe: Monat { $month }, { $cards } Karten und { $servers } Server hinzugefügt
xlsx-chosen-month = Ihr Monat
xlsx-chosen-cards = Ihre hinzugefügten Karten
xlsx-chosen-servers = Ihre hinzugefügten Server
xlsx-unknown = unbekannt
xlsx-no-upper-bound = ohne Obergrenze
xlsx-no-offers = In diesem Fall sind keine Angebote in der engeren Wahl.
xlsx-starts-derived = aus den Leerlauflücken des Profils

xlsx-in-case-id = Kennung des Falls
xlsx-in-currency = Fallwährung
xlsx-in-horizon = Vergleichszeitraum
xlsx-in-discount-rate = Diskontsatz je Jahr (0,08 = 8 %)
xlsx-in-tax-rate = Ertragsteuersatz (0,30 = 30 %)
xlsx-in-tax-depreciation-years = Steuerliche Abschreibung eigener Server (linear)
xlsx-in-spares = Reserveserver oder -instanzen über die Spitze hinaus (1 = N+1)
xlsx-in-rent-staff-hours = Personalstunden je Monat und gemieteter Instanz
xlsx-in-second-stack-hours = Personalstunden je Monat für zwei Stacks (hybrid)
xlsx-in-staff-hour-rate = Satz einer solchen Personalstunde
xlsx-in-rent-change = Jährliche Änderung der nicht vertraglich gebundenen Mietpreise (-0,10 = 10 % weniger pro Jahr)
xlsx-in-electricity-change = Jährliche Änderung des Strompreises
xlsx-in-rent-weights = Mietpreise: Monate gewichtet mit dem Preis ihres Jahres
xlsx-in-rent-factor = Mietpreise: Durchschnitt über den Zeitraum, bezogen auf heute
xlsx-in-electricity-weights = Strom: Monate gewichtet mit dem Preis ihres Jahres
xlsx-in-electricity-factor = Strom: Durchschnitt über den Zeitraum, bezogen auf heute
xlsx-in-hours-per-year = Stunden je Jahr
xlsx-in-months = Monate im Vergleichszeitraum
xlsx-in-hours-in-period = Stunden im Profilzeitraum
xlsx-in-periods = Profilzeiträume im Vergleichszeitraum
xlsx-in-productive-gpu-hours = Produktive GPU-Stunden je Profilzeitraum
xlsx-in-rates = Wechselkurse
xlsx-in-rate = { $from } in { $to }
xlsx-in-rate-year = { $from } in { $to }, Jahr { $year }
xlsx-in-factor = Faktor von { $from } in { $to }
xlsx-in-workload = Workload
xlsx-in-fleet-gpus = GPUs, auf denen der Dienst läuft
xlsx-in-replica-gpus = GPUs, auf denen eine Modellreplik läuft, in der Flotte, die das Profil zählt
xlsx-in-replica-memory = GPU-Speicher, den eine Replik insgesamt braucht (Kapazität in bedienten Repliken gezählt)
xlsx-in-gpu-memory = Speicher je GPU
xlsx-in-gpu-memory-unknown = Speicher je GPU nicht angegeben: eine Replik wird auf so vielen GPUs gezählt wie in der Flotte des Profils, und die Option ist nicht wählbar
xlsx-in-gpus-per-replica = GPUs, auf denen eine Replik hier läuft (die wenigsten, eine Zweierpotenz, deren Speicher sie fasst)
xlsx-in-storage = Persistenter Speicher
xlsx-in-egress = Ausgehende Datenübertragung ins Internet je Monat
xlsx-in-growth = Jährliches Wachstum der Nachfrage ab dem 2. Jahr (0,30 = 30 % mehr je Jahr)
xlsx-in-schedule = Zeitplan, aus dem das Profil entsteht
xlsx-in-measured = Das Profil stammt aus importierten Metriken; der Zeitplan unten wird nicht verwendet.
xlsx-in-period = Zeitraum
xlsx-period-generic = Durchschnittsmonat: { $hours } h, { $workdays } Arbeitstage
xlsx-period-calendar = { $month } ({ $zone })
xlsx-window = { $kind ->
    [interactive] interaktiv
   *[batch] Batch
}, { $days ->
    [workdays] Arbeitstage
    [weekends] Wochenenden
   *[every_day] täglich
}, { $start }:00 bis { $end }:00 Uhr, { $gpus } GPUs
xlsx-in-own = Eigene Server: { $label }
xlsx-in-rent = Gemietet: { $label }
xlsx-in-id = Kennung
xlsx-in-provider = Anbieter
xlsx-in-gpus = GPUs
xlsx-in-purchase = Kaufpreis
xlsx-in-licences = Softwarelizenzen je Jahr
xlsx-in-power = Mittlere elektrische Leistungsaufnahme
xlsx-in-pue = PUE des Standorts
xlsx-in-kwh = Strompreis je kWh
xlsx-in-colocation = Rackfläche oder Colocation je Monat
xlsx-in-bandwidth = IP-Transit oder Uplink je Server und Monat
xlsx-in-support = Hardware-Support je Jahr
xlsx-in-operating-hours = Personalaufwand für den Betrieb
xlsx-in-operating-rate = Satz je Personalstunde
xlsx-in-service-life = Nutzungsdauer
xlsx-in-residual = Restwert am Ende der Nutzungsdauer
xlsx-in-depreciation-years = Abschreibung auf den Restwert, für den Wert am Ende des Zeitraums
xlsx-in-resale-share = Wiederverkauf am Ende des Zeitraums, Anteil am Kaufpreis (0,30 = 30 %)
xlsx-in-slots = GPU-Steckplätze je Server
xlsx-in-card-price = Preis einer weiteren Karte
xlsx-in-card-power = Leistungsaufnahme einer weiteren Karte
xlsx-in-card-residual = Restwert einer weiteren Karte
xlsx-in-stage-month = Ausbaustufe { $stage }: gekauft im Monat
xlsx-in-stage-cards = Ausbaustufe { $stage }: zusätzliche Karten
xlsx-in-stage-servers = Ausbaustufe { $stage }: zusätzliche Server
xlsx-in-stage-purchase = Ausbaustufe { $stage }: Kaufpreis
xlsx-stage = Ausbaustufe { $stage }: { $item }
xlsx-in-gpus-per-instance = GPUs je Instanz
xlsx-in-on-demand = On-Demand-Preis je Instanzstunde
xlsx-in-boot = Startzeit je Start
xlsx-in-model-load = Ladezeit des Modells je Start
xlsx-in-restart-hours = Stunden je Start (Hochfahren und Laden des Modells)
xlsx-in-storage-price = Speicher je GB und Monat
xlsx-in-tier-up-to = Staffel { $tier } der ausgehenden Datenübertragung: bis
xlsx-in-tier-price = Staffel { $tier } der ausgehenden Datenübertragung: Preis je GB
xlsx-in-ipv4 = Öffentliche IPv4-Adresse je Monat
xlsx-in-setup = Einmalige Einrichtungsgebühr
xlsx-in-support-plan = Supportplan je Monat
xlsx-in-support-share = Supportplan als Anteil an der Rechenleistung
xlsx-model = Preismodell: { $model ->
    [on_demand_always] On-Demand, jede Stunde zugewiesen
    [on_demand_stopped] On-Demand, im Leerlauf gestoppt
    [savings_plan] Savings Plan{ $term ->
        [0] {""}
        [one] , 1 Jahr
       *[other] , { $term } Jahre
    }{ $payment ->
        [partial_upfront] , teilweise Vorauszahlung
        [all_upfront] , vollständige Vorauszahlung
        [no_upfront] , ohne Vorauszahlung
       *[none] {""}
    }
    [capacity_reservation] Kapazitätsreservierung
    [capacity_block] Capacity Blocks
    [reserved] reservierte Instanzen, effektiver Satz
    [monthly_billed] monatlich abgerechnet
   *[spot_batch] Spot für Batch, On-Demand für interaktive Last
}
xlsx-in-starts-per-day = Starts je Arbeitstag mit Last
xlsx-in-term = Laufzeit
xlsx-in-plan-rate = Preis je Instanzstunde im Plan
xlsx-in-commitment = Zusage je Stunde
xlsx-in-usage = Instanzen im Plan
xlsx-usage = { $usage ->
    [always] jede Stunde zugewiesen
   *[stopped_when_idle] im Leerlauf gestoppt
}
xlsx-in-payment = Zahlung
xlsx-payment = { $payment ->
    [partial_upfront] teilweise Vorauszahlung: die Hälfte der Zusage jeder Laufzeit zu deren Beginn, der Rest monatlich
    [all_upfront] vollständige Vorauszahlung: die ganze Zusage jeder Laufzeit zu deren Beginn
   *[no_upfront] ohne Vorauszahlung: die Zusage monatlich
}
xlsx-in-upfront-share = Anteil der Zusage jeder Laufzeit, der zu deren Beginn gezahlt wird
xlsx-upfront-per-term = Zu Beginn jeder Laufzeit gezahlt (Teil der Zusage)
xlsx-in-reserved = Reservierte Instanzen
xlsx-in-reserved-rate = Preis je reservierter Instanzstunde
xlsx-in-upfront = Vorauszahlung je Instanz und Laufzeit
xlsx-in-monthly-price = Preis je Instanz und Monat
xlsx-in-block-days = Länge eines Blocks
xlsx-in-block-rate = Preis je Instanzstunde im Block
xlsx-in-spot-rate = Spot-Preis je Instanzstunde
xlsx-in-interruption = Zusätzliche Stunden durch Unterbrechungen (Anteil)
xlsx-in-hybrid = Hybrid
xlsx-in-hybrid-own = Angebot für eigene Server (Grundlast)
xlsx-in-hybrid-rent = Mietangebot für die Spitzen
xlsx-in-hybrid-own-gpus = Eigene GPUs im Hybrid

xlsx-profile-title = Stündliches Workload-Profil: eine Zeile je Stunde des Zeitraums, über den Vergleichszeitraum wiederholt
xlsx-profile-hours = Stunden im Zeitraum
xlsx-profile-productive-hours = Stunden mit mindestens einer produktiven GPU
xlsx-profile-productive-gpu-hours = Produktive GPU-Stunden
xlsx-profile-peak = Höchstzahl produktiver GPUs in einer Stunde
xlsx-profile-share = Produktiver Anteil
xlsx-profile-hour = Stunde
xlsx-profile-day = Tag
xlsx-profile-weekday = Wochentag (0 = Montag)
xlsx-profile-local-hour = Ortszeit (Stunde)
xlsx-profile-workday = Arbeitstag (1 = ja)
xlsx-profile-productive = Produktive GPUs
xlsx-profile-batch = davon Batch
xlsx-profile-queued = Wartende Anfragen (GPUs)
xlsx-profile-own-served = Von { $id } bediente GPUs
xlsx-profile-instances = Benötigte Instanzen, { $id }
xlsx-profile-batch-instances = Batch-Instanzen, { $id }
xlsx-profile-interactive-instances = Interaktive Instanzen, { $id }
xlsx-profile-stopped-billed = Abgerechnete Instanzstunden bei Stopp im Leerlauf, { $id } (von gpucase berechnet)
xlsx-profile-hybrid-above = Hybrid: GPUs über der eigenen Zahl
xlsx-profile-hybrid-instances = Hybrid: gemietete Instanzen

xlsx-starts = Starts je Zeitraum
xlsx-kept-running = Leerlaufstunden, die weiterlaufen (kürzer als ein Neustart, oder kein Start an dem Tag übrig)
xlsx-spot-starts = Spot-Starts je Zeitraum
xlsx-spot-kept-running = Spot-Leerlaufstunden, die weiterlaufen (Lücke kürzer als ein Neustart)
xlsx-blocks = Über den Zeithorizont gebuchte Capacity Blocks (je eine Instanz)
xlsx-hybrid-table = Gemieteter Teil bei jeder Zahl eigener GPUs
xlsx-rented-instance-hours = Gemietete Instanzstunden je Zeitraum
xlsx-total = Summe über den Vergleichszeitraum
xlsx-billed = Abgerechnete oder verfügbare GPU-Stunden je Zeitraum
xlsx-productive-period = Bediente produktive GPU-Stunden je Zeitraum
xlsx-productive-horizon = Produktive GPU-Stunden im Vergleichszeitraum
xlsx-cost-per-productive = Kosten je produktiver GPU-Stunde

xlsx-offer-provider = Anbieter
xlsx-offer-id = Angebot
xlsx-offer-gpu = GPU
xlsx-offer-gpus = GPUs
xlsx-offer-isolation = Isolation
xlsx-offer-allocation = GPU-Zuteilung
xlsx-offer-host-status = Host-Status
xlsx-offer-location = Standort
xlsx-offer-price = Preis
xlsx-offer-currency = Währung
xlsx-offer-period = Je
xlsx-offer-model = Preismodell
xlsx-offer-charges = Entgelte außerhalb des Preises
xlsx-offer-price-date = Preis gelesen am
xlsx-offer-source = Quelle

xlsx-check-offer = Angebot
xlsx-check-question = Frage
xlsx-check-answer = Antwort
xlsx-check-source = Quelle
xlsx-check-contradictions = Widerlegt durch
xlsx-not-eligible = Nach den Anforderungen des Falls nicht zulässig

xlsx-cf-month = Monat (0 = jetzt; Kosten eines Monats an seinem Ende gezahlt)
xlsx-cf-present-value = Barwert zum Diskontsatz
xlsx-cf-present-value-after-tax = Barwert zum Diskontsatz, nach Steuern
xlsx-cf-after-tax = { $option } nach Steuern
xlsx-cf-nominal = Nominale Summe
