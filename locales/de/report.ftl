# Die Texte des PDF-Berichts (crates/report), Deutsch. Same ids, attributes and variables as
# locales/en/report.ftl. Figures arrive formatted for German (4,05 €, 46,0 %, 29. November
# 2026); counts for plurals arrive as numbers. Terms follow the German source article
# (../shared/seeds) and locales/de/ui.ftl: produktive GPU-Stunde, produktiver Anteil,
# Lebenszykluskosten, Nutzungsdauer, Betrachtungszeitraum, Savings Plan,
# Kapazitätsreservierung, Capacity Blocks, On-Demand, Spot, Verpflichtung, Instanzstunde,
# ausgehende Datenübertragung, Isolation, GPU-Zuteilung, Bare Metal, Break-even,
# Wechselentgelte (Datenverordnung). Register: Vermerk für ein Beschaffungsgremium.

## Deckblatt und Seitenelemente

report-kind = GPU-Kapazität mieten oder kaufen: Empfehlung
report-subject = GPU-Kapazität für gleichmäßige KI-Inferenz: mieten, kaufen oder hybrid
cover-case = Fall: { $case }
cover-author = Erstellt von: { $author }
cover-date = Datum: { $date }
cover-approved = Freigegeben: Fallversion { $version }, von { $who } am { $date }
cover-language = Sprache: Deutsch
cover-basis = Grundlage: { $basis ->
    [measured] Serving-Metriken, gemessen vom { $from } bis zum { $to }
   *[schedule] der vom Analysten erfasste Zeitplan des Workloads
}
footer-page = { $case } · Seite { $page } von { $pages }

## Überschriften

heading-recommendation = Empfehlung
heading-workload = Workload
heading-week = Wann die GPUs produktiv sind
heading-measured = Gemessene Serving-Metriken
heading-options = Verglichene Optionen
heading-breakeven = Break-even gegenüber eigenen Servern
heading-sensitivity = Sensitivität
heading-tornado = Was das Ergebnis am stärksten bewegt
heading-offers = Angebote in der engeren Auswahl
heading-checklist = Checkliste für den Kauf je Angebot
heading-switching = EU-Datenverordnung (Data Act): Hinweise zum Anbieterwechsel
heading-assumptions = Annahmen und Quellen
heading-appendix = Anhang: alle Eingaben
heading-excluded = Nicht zulässige Optionen, nach Grund
heading-more-eligible = Zulässige Optionen, die der Hauptteil nicht vergleicht (sie kosten mehr)
excluded-col-also = Im Einzelnen, und was sie sonst ausschließt
excluded-listed-earlier = { $count ->
    [one] Eine weitere Option mit diesem Grund steht
   *[other] { $count } weitere Optionen mit diesem Grund stehen
} unter einem früheren Grund.
appendix-inputs-shown = Die folgenden Mietangebote sind die der verglichenen Optionen; die Eingaben { $count ->
    [one] des anderen Mietangebots stehen
   *[other] der { $count } anderen Mietangebote stehen
} in der Falldatei.
options-reference = { $option } (nicht zulässig: zum Vergleich gezeigt)
options-left-out = { $excluded ->
    [0] Keine Option ist
    [one] Eine Option ist
   *[other] { $excluded } Optionen sind
} durch die Anforderungen ausgeschlossen{ $not-serving ->
    [0] {""}
    [one] , eine deckt nicht die ganze Last
   *[other] , { $not-serving } decken nicht die ganze Last
}{ $more ->
    [0] {""}
    [one] , und eine weitere zulässige Option kostet mehr
   *[other] , und { $more } weitere zulässige Optionen kosten mehr
}; der Anhang führt sie auf.
offers-more = Die Angebote hinter den hier verglichenen Optionen; { $count ->
    [one] das andere Angebot der Auswahl steht
   *[other] die { $count } anderen Angebote der Auswahl stehen
} im Anhang bei den Optionen, die sie bepreisen.

## Empfehlung

rec-none = Keine Option bedient den gesamten Workload zu bezifferbaren Kosten je produktiver GPU-Stunde; daher gibt es keine Empfehlung. Die Optionen unten zeigen, welchen Teil des Workloads jede von ihnen nicht bedient.
rec-main = Empfehlung: { $option }. Diese Option kostet { $cost } je produktiver GPU-Stunde und insgesamt { $total } über { $years ->
    [one] ein Jahr
   *[other] { $years } Jahre
}.
rec-hybrid = Sie betreibt { $gpus ->
    [one] eine eigene GPU
   *[other] { $gpus } eigene GPUs
} für die Grundlast und mietet die Stunden darüber hinzu.
rec-runner-up = An zweiter Stelle liegt { $option }, mit { $cost } je produktiver GPU-Stunde (insgesamt { $total }).
rec-today = Heute zahlen Sie { $today } je produktiver GPU-Stunde (Ihre Rechnungen, { $from } bis { $to }): die Empfehlung kostet { $share } { $direction ->
        [lower] weniger
       *[higher] mehr
    }.
rec-runner-up-family = { $family ->
    [own] Die günstigste Option mit eigenen Servern
    [rented] Die günstigste Mietoption
   *[hybrid] Die günstigste hybride Option
} ist { $option }, mit { $cost } je produktiver GPU-Stunde (insgesamt { $total }).
rec-saves = Gegenüber dieser Option spart die Empfehlung { $amount } über den Betrachtungszeitraum.
rec-saves-present-value = Im Barwert spart die Empfehlung gegenüber dieser Option { $amount }.
rec-costs-more-present-value = Der Barwert der Empfehlung ist um { $amount } höher, je produktiver GPU-Stunde aber niedriger.
rec-costs-more = Die Empfehlung kostet insgesamt { $amount } mehr, aber weniger je produktiver GPU-Stunde.
rec-no-other = Keine andere Option bedient den gesamten Workload.
rec-no-risk = Die Berechnung nennt für diese Option kein besonderes Risiko.
rec-none-eligible = Keine Option erfüllt die Anforderungen dieses Falls; daher gibt es keine Empfehlung.
rec-requirements-none = Für diesen Fall sind keine Anforderungen angegeben (Zeitfenster ohne Verzögerung, Datenklasse, GPU-Speicher); die Empfehlung vergleicht daher allein den Preis.
rec-requirements = Anforderungen: { $requirements }.
rec-excluded = Nicht zulässig:
rec-excluded-option = { $option }: { $reasons }.
rec-resolved = Vom Analysten geklärt:
rec-resolved-option = { $option }: { $reason } (Notiz: { $note }).
rec-open-questions = Noch offene Fragen:
rec-open-offer = { $offer }: { $questions }.
rec-ranked-present-value = Zum Kalkulationszins des Unternehmens von { $rate } beträgt ihr Barwert { $amount }, { $cost } je produktiver GPU-Stunde. Die Optionen sind nach dem Barwert je produktiver GPU-Stunde gereiht.
rec-ranked-after-tax = Unabgezinst betragen ihre Kosten nach Steuern { $amount }, { $cost } je produktiver GPU-Stunde. Die Optionen sind nach den Kosten nach Steuern je produktiver GPU-Stunde gereiht.
tax-rule = Die Barwerte gelten nach einer Ertragsteuer von { $rate }: Jede Zahlung mindert die Steuer im Monat, in dem sie gezahlt wird; eigene Server werden linear über { $years ->
    [one] ein Jahr
   *[other] { $years } Jahre
} abgeschrieben, der am Ende des Horizonts noch nicht abgeschriebene Rest dort.
rec-ranked-nominal = Die Optionen sind nach den Kosten je produktiver GPU-Stunde über den Betrachtungszeitraum gereiht; der Fall nennt keinen Kalkulationszins.
rec-excluded-count = { $excluded } von { $total } Optionen sind nicht zulässig{ $overlap ->
    [yes] {" "}(eine Option kann mehrere Anforderungen verfehlen)
   *[no] {""}
}; der Anhang führt jede mit ihren Gründen auf:
rec-not-serving = { $count ->
    [one] Eine Option deckt
   *[other] { $count } Optionen decken
} nicht die ganze Last und können nicht empfohlen werden.
rec-risks = Risiken der Empfehlung:
rec-risks-more = { $count ->
    [one] Ein weiteres Risiko steht
   *[other] { $count } weitere Risiken stehen
} bei der Option.
rec-changes = Was die Entscheidung ändern würde:
rec-change = { $input } { $swing } { $direction ->
    [lower] niedriger
   *[higher] höher
}: { $option } wäre die günstigste zulässige Option.
rec-change-none = Keine Eingabe des Tornados, allein um { $swing } nach unten oder oben verändert (eine jährliche Änderung oder der Kalkulationszins um Punkte), macht eine andere zulässige Option zur günstigsten.
list-item = • { $item }

## Workload

period-name = { $period ->
    [month] Monat
   *[other] Zeitraum
}
workload-hours = Stunden je { $period ->
    [month] Monat
   *[other] Zeitraum
}
workload-productive-hours = Produktive Stunden je { $period ->
    [month] Monat
   *[other] Zeitraum
}
workload-productive-gpu-hours = Produktive GPU-Stunden je { $period ->
    [month] Monat
   *[other] Zeitraum
}
workload-fleet = GPUs in der Flotte
workload-peak = In der Spitze benötigte GPUs
workload-share = Produktiver Anteil
workload-horizon = Betrachtungszeitraum
workload-years = { $years ->
    [one] ein Jahr
   *[other] { $years } Jahre
}
workload-source-schedule = Die produktiven Stunden stammen aus dem vom Analysten erfassten Zeitplan des Workloads.
workload-source-measured = Die produktiven Stunden stammen aus Serving-Metriken, gemessen vom { $from } bis zum { $to } ({ $zone }), importiert am { $imported }.
week-intro = Höchstzahl produktiver GPUs in jeder Stunde der Woche (Ortszeit). Dunklere Felder: mehr GPUs im Einsatz.
week-legend = { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPUs
}
day-short = { $day ->
    [0] Mo
    [1] Di
    [2] Mi
    [3] Do
    [4] Fr
    [5] Sa
   *[6] So
}
measured-gpu-hours = GPU-Stunden mit Daten
measured-productive = Produktive GPU-Stunden
measured-no-data = GPU-Stunden ohne Daten
measured-share = Produktiver Anteil an den GPU-Stunden mit Daten
measured-sm-mean = SM-Aktivität in produktiven Stunden: Mittelwert
measured-sm-median = SM-Aktivität in produktiven Stunden: Median
measured-sm-p95 = SM-Aktivität in produktiven Stunden: 95. Perzentil
measured-sm-high = Produktive Stunden mit mindestens 80 % SM-Aktivität
measured-queue-hours = Stunden mit wartenden Anfragen
measured-queue-peak = Höchstzahl gleichzeitig wartender Anfragen
measured-queue-gpu-hours = GPU-Stunden wartender Nachfrage (ein Hybrid mietet dafür)
measured-threshold = Eine GPU-Stunde gilt als produktiv, wenn ihr Modellserver mindestens eine laufende Anfrage hatte oder ihre SM-Aktivität { $threshold } erreichte (ein Batch-Job).
measured-quality = Datenqualität: { $samples } Messwerte in { $series } Zeitreihen; { $problems ->
    [0] keine fehlenden, ungültigen oder doppelten Werte.
    [one] { $problems } Wert fehlte, war ungültig, doppelt oder nicht in zeitlicher Reihenfolge und wurde gesondert gezählt, nie als Leerlauf.
   *[other] { $problems } Werte fehlten, waren ungültig, doppelt oder nicht in zeitlicher Reihenfolge und wurden gesondert gezählt, nie als Leerlauf.
}
measured-unknown = { $hours } GPU-Stunden ({ $share } des gemessenen Zeitraums) haben keine Daten: Sie sind unbekannt und zählen weder als Leerlauf noch als produktiv. Der produktive Anteil ist der an den GPU-Stunden mit Daten; Stunden, in denen keine GPU Daten hat, fehlen im Zeitraum, den der Vergleich wiederholt.
measured-outliers = { $hours } Zeitreihen-Stunden fern vom Rest der Daten blieben außerhalb des gemessenen Zeitraums: { $listed }.
measured-sources = Quellen: { $files }.
value-unknown = UNBEKANNT

## Optionen

options-col-option = Option
options-col-total = Gesamt über { $years ->
    [one] ein Jahr
   *[other] { $years } Jahre
}
options-col-billed = Berechnete GPU-h je { $period ->
    [month] Monat
   *[other] Zeitraum
}
options-col-productive = Produktive GPU-h je { $period ->
    [month] Monat
   *[other] Zeitraum
}
options-col-cost = Kosten je produktiver GPU-h
options-col-cost-pv = Barwert je produktiver GPU-h
options-cheapest = { $option } (am günstigsten)
options-not-serving = { $option } (bedient nicht den gesamten Workload)
options-note = Am günstigsten ist die Option mit den niedrigsten Kosten je produktiver GPU-Stunde unter den Optionen, die den gesamten Workload bedienen; sie ist fett gesetzt.
options-note-pv = Am günstigsten ist die Option mit dem niedrigsten Barwert je produktiver GPU-Stunde unter den Optionen, die den gesamten Workload bedienen; sie ist fett gesetzt.
price-changes = Preise ändern sich jedes Jahr ab dem 2. Jahr: nicht vertraglich gebundene Mietpreise { $rent }, Strom { $electricity }; gebundene Preise und Nebenkosten bleiben wie angeboten.
paid-today = Was Sie heute zahlen, laut Ihren Rechnungen ({ $from } bis { $to }): { $effective } wie gezahlt für { $billed } abgerechnete GPU-Stunden, { $per-billed } je abgerechneter und { $per-productive } je produktiver GPU-Stunde ({ $share } der abgerechneten GPU-Stunden waren produktiv, { $basis ->
        [measured] gemessen
       *[profile] nach dem produktiven Anteil der Last
    }); zu Listenpreisen { $list-per-billed } je abgerechneter GPU-Stunde.
rate-as-paid = Laut Rechnung ({ $billed-as }), { $offer }: { $paid } je Instanzstunde wie gezahlt, { $list } zum Listenpreis, gegenüber { $catalog } On-Demand im Katalog ({ $variance }).
rate-as-paid-steps = Laut Rechnung ({ $billed-as }), { $offer }, je Instanzstunde: { $catalog } On-Demand im Katalog, { $list } zum Listenpreis laut Rechnung, { $contracted } zum ausgehandelten Preis, { $paid } wie gezahlt mit umgelegten Zusagen ({ $variance } gegenüber dem Katalog).
bills-credits-apart = Die Rechnungen gewähren im Zeitraum außerdem { $credits } Gutschriften (über alle ihre Dienste), die in diesen Sätzen nicht enthalten sind: eine Gutschrift wird nur einmal verbraucht.
later-rates = Zahlungen in { $from } werden heute zu { $today } { $to } umgerechnet und zu { $rates }; der Posten „Wechselkurse späterer Jahre“ enthält, was das ändert.
later-rate = { $rate } ab Jahr { $year }
demand-growth = Der Bedarf wächst ab Jahr 2 um { $share } pro Jahr: die Arbeit genau, die Kapazität jeder Stunde aufgerundet auf ganze { $unit ->
    [replicas] Repliken
   *[gpus] GPUs
}: eine Spitze von { $peaks } GPUs in den Jahren 1 bis { $years }. Jede Option ist mit dem Bedarf jedes Jahres gerechnet.
demand-growth-headroom = Die Metriken zeigen die produktiven GPUs zu { $busy } ausgelastet (mittlere SM-Aktivität), ein Spielraum von { $headroom }: Die Arbeit wächst erst in ihn hinein, bevor eine weitere Replik gekauft wird.
chosen-stage = gpucase kauft für „{ $option }“ in Monat { $month } { $what ->
    [cards] { $cards ->
        [one] eine weitere Karte
       *[other] { $cards } weitere Karten
    }
    [servers] { $servers ->
        [one] einen weiteren Server
       *[other] { $servers } weitere Server
    }
   *[both] { $cards ->
        [one] eine weitere Karte
       *[other] { $cards } weitere Karten
    } und { $servers ->
        [one] einen weiteren Server
       *[other] { $servers } weitere Server
    }
} ({ $price }), weil die Spitze dieses Jahres über dem Installierten liegt.
replica-sizing = Gezählt in bedienten Repliken: eine Replik braucht { $gb } GB GPU-Speicher und läuft auf { $reference } GPUs der Flotte des Profils; GPUs je Replik: { $list }. Jede Option bezahlt und besitzt ihre eigenen GPUs; produktive GPU-Stunden sind die des Profils, so wird jede Option an derselben Arbeit gemessen.
replica-sizing-gpus = { $gpus }
replica-sizing-unknown = unbekannt (GPU-Speicher nicht angegeben: wie die Flotte des Profils gerechnet, nicht wählbar)
option-total = Gesamt über { $years ->
    [one] ein Jahr
   *[other] { $years } Jahre
}
option-present-value = Barwert bei { $rate } im Jahr (monatliche Zahlungen)
option-present-value-after-tax = Barwert bei { $rate } im Jahr nach Steuern (monatliche Zahlungen)
option-own-gpus = Gewählte Zahl eigener GPUs
option-queued = Gemietete GPU-Stunden für wartende Anfragen je { $period ->
    [month] Monat
   *[other] Zeitraum
}
option-starts = Starts je { $period ->
    [month] Monat
   *[other] Zeitraum
}
option-risk = Risiko: { $risk }
option-no-risk = Risiken: keine von der Berechnung genannt.
heading-breakdown = Was jede Option über { $years ->
    [one] ein Jahr
   *[other] { $years } Jahre
} kostet
option-uncosted = Nicht in ihren Kosten: { $charge }, vom Angebot genannt, aber in den Nebenkosten einer Option nicht abbildbar (ein Pauschalbetrag je Monat oder Stunde, eingehender Verkehr, eine Lizenz); von Hand ergänzen, wo sie anfällt.
option-charge-unknown = Nicht in ihren Kosten: { $charge }; der Katalog konnte den Preis dieser Nebenkosten nicht lesen, die Option enthält davon nichts: beim Anbieter erfragen und von Hand ergänzen.
not-applicable = entfällt

cost-purchase = Kauf der Hardware (bei Kauf bezahlt)
cost-licences = Softwarelizenzen
cost-electricity = Strom, einschließlich PUE des Standorts
cost-colocation = Rack-Fläche oder Colocation
cost-hardware-support = Supportvertrag für die Hardware
cost-operations = Personalzeit für den Betrieb
cost-residual-value = Wert am Ende des Betrachtungszeitraums (Buchwert)
cost-resale-value = Wert am Ende des Betrachtungszeitraums (geschätzter Wiederverkauf)
cost-compute = Instanzstunden zum Tarif des Angebots
cost-restarts = Booten und Laden des Modells nach jedem Start
cost-commitment = Savings-Plan-Verpflichtung, genutzt oder nicht
cost-commitment-after-horizon = Nach dem Zeitraum noch geschuldete Verpflichtung
cost-capacity-after-horizon = Kapazität danach (Gutschrift zu Kosten)
cost-on-demand-overflow = Nutzung über Verpflichtung oder Reservierung hinaus, zum On-Demand-Tarif berechnet
cost-reservation = Reservierte Instanzstunden, genutzt oder nicht
cost-capacity-blocks = Capacity Blocks
cost-spot = Spot-Instanzstunden, einschließlich Unterbrechungen
cost-storage = Persistenter Speicher (auch bei gestoppter Instanz)
cost-egress = Ausgehende Datenübertragung ins Internet
cost-ipv4 = Öffentliche IPv4-Adressen
cost-setup = Einmalige Einrichtungsgebühr
cost-support-plan = Supportplan des Anbieters
cost-bandwidth = IP-Transit oder Uplink der eigenen Server
cost-rent-operations = Personalzeit für den Betrieb der gemieteten Instanzen
cost-second-stack = Personalzeit für zwei Stacks (hybrid)
cost-exchange-rates = Wechselkurse späterer Jahre (Posten in anderen Währungen)

## Risiken (Satzteile ohne Schlusspunkt)

risk-restart-capacity = jeder der { $starts } Starts je { $period ->
    [month] Monat
   *[other] Zeitraum
} kann mangels On-Demand-Kapazität fehlschlagen, weil On-Demand-Kapazität nicht reserviert ist: Der Anbieter hat in dem Moment womöglich keine freie Instanz des Typs
risk-no-capacity-reserved = ein Savings Plan bindet Ausgaben, keine Kapazität: Er garantiert nicht, dass Instanzen verfügbar sind, wenn sie gebraucht werden
risk-unused-commitment = { $amount } der stündlichen Verpflichtung werden über den Betrachtungszeitraum bezahlt, ohne genutzt zu werden
risk-commitment-beyond-horizon = die { $term ->
    [one] einjährige
   *[other] { $term }-jährige
} Verpflichtung läuft über den { $horizon ->
    [one] einjährigen
   *[other] { $horizon }-jährigen
} Betrachtungszeitraum hinaus und ist danach weiter zu zahlen; die Kapazität, die sie dann gibt, wird zu Kosten gutgeschrieben
risk-block-price = die Preise von Capacity Blocks richten sich nach Angebot und Nachfrage zum Kaufzeitpunkt, und Blöcke müssen im Voraus gebucht werden
risk-spot-interruption = Spot-Instanzen können jederzeit unterbrochen werden; Batch-Jobs müssen deshalb Stoppen und Fortsetzen vertragen
risk-no-batch-hours = der Workload hat keine Batch-Stunden, die Spot-Instanzen übernehmen könnten
risk-own-shortfall = die eigenen GPUs ({ $gpus }) reichen nicht für die { $peak } GPUs, die der Workload in der Spitze braucht; ein Teil der Arbeit wird daher nicht bedient
risk-hybrid-operations = ein Hybridbetrieb braucht auf beiden Seiten dasselbe Modell und dieselbe Version der Serving-Engine, ein Gateway, das Überlauf an die gemieteten Instanzen schickt, wenn die Warteschlange auf den eigenen Servern wächst, und eine Datenklasse, die beim Anbieter verarbeitet werden darf
risk-spare-not-held = der Fall verlangt { $spares ->
    [one] eine Reserve
   *[other] { $spares } Reserven
 } (N+{ $spares }), doch dieses Preismodell startet Instanzen erst bei Bedarf und hält keine vor: Eine ausgefallene Instanz wird durch einen neuen Start ersetzt, der an fehlender Kapazität scheitern kann
risk-single-machine = der Dienst muss ohne Verzögerung antworten, läuft aber auf { $machine ->
    [server] einem einzigen eigenen Server
   *[instance] einer einzigen gemieteten Instanz
 }: ein Ausfall legt ihn still, bis diese Maschine repariert oder ersetzt ist; { $machine ->
    [server] ein zweiter Server
   *[instance] eine zweite Instanz
 } als Reserve würde über den Zeitraum { $second } kosten

## Break-even

breakeven-none = Kein Angebot für eigene Server bedient den gesamten Workload; daher gibt es keinen Break-even.
breakeven-below = { $option }: Unterhalb eines produktiven Anteils von { $share } ist Mieten günstiger als eigene Server ({ $own }), darüber sind es eigene Server; beim heutigen Anteil des Profils ({ $now }) { $cheaper ->
    [renting] ist Mieten
   *[owning] sind eigene Server
} günstiger.
breakeven-below-unknown = { $option }: Unterhalb eines produktiven Anteils, der sich nicht bestimmen ließ, ist Mieten günstiger als eigene Server ({ $own }), darüber sind es eigene Server.
breakeven-own-always = { $option }: Eigene Server ({ $own }) sind bei jedem produktiven Anteil günstiger, weil schon die Fixkosten der Mietoption die Gesamtkosten der eigenen Server übersteigen.
breakeven-rent-always = { $option }: Mieten ist bei jedem produktiven Anteil bis 100 % günstiger als eigene Server ({ $own }).
breakeven-cancels = { $option }: Die Kapazität bleibt jede Stunde zugewiesen; der produktive Anteil steht daher auf beiden Seiten und kürzt sich heraus. Zu vergleichen sind die eigenen Kosten von { $own-cost } je GPU-Stunde der Nutzungsdauer ({ $own }) und { $rent-cost } je abgerechneter GPU-Stunde dieser Option.
breakeven-verdict = { $verdict ->
    [own] Eigene Server sind günstiger.
    [rent] Mieten ist günstiger.
    [same] Beide kosten gleich viel.
   *[none] {""}
}

## Sensitivität

sensitivity-intro = Kosten je produktiver GPU-Stunde jeder Option in Abhängigkeit vom produktiven Anteil. Fixkosten bleiben, nutzungsabhängige Kosten folgen dem Anteil. Die gestrichelte Linie markiert den heutigen Anteil ({ $share }); Kreise markieren, wo eine Mietoption und eigene Server gleich viel kosten.
sensitivity-axis-x = Produktiver Anteil
sensitivity-axis-y = Kosten je produktiver GPU-Stunde ({ $currency })
tornado-intro = Kosten je produktiver GPU-Stunde der empfohlenen Option, wenn eine einzelne Eingabe um { $swing } niedriger oder höher liegt. Wird dadurch eine andere Option am günstigsten, ist sie genannt.
tornado-intro-pv = Barwert je produktiver GPU-Stunde der empfohlenen Option (danach sind die Optionen gereiht), wenn eine einzelne Eingabe um { $swing } niedriger oder höher liegt. Wird dadurch eine andere Option am günstigsten, ist sie genannt.
tornado-low = −{ $swing }
tornado-high = +{ $swing }
tornado-points = { $points } Punkte
tornado-flip = bei { $change }: { $option } am günstigsten
tornado-none = Keine Eingabe ließ sich variieren: Der Vergleich hat keine günstigste Option.
tornado-input = { $input ->
    [productive_share] Produktiver Anteil
    [purchase_price] Kaufpreis der Server
    [electricity_price] Strompreis
    [colocation] Colocation
    [operations_rate] Stundensatz des Betriebspersonals
    [rent_rates] Miettarife je Stunde
    [rent_change] Jährliche Änderung der Mietpreise, 5 Punkte weniger oder mehr
    [electricity_change] Jährliche Änderung der Strompreise, 5 Punkte weniger oder mehr
    [discount_rate] Kalkulationszins, 2 Punkte weniger oder mehr
   *[exchange_rates] Wechselkurse
}

## Angebote in der engeren Auswahl

offers-none = Für diesen Fall wurde kein Angebot aus dem Katalog in die engere Auswahl genommen.
offers-col-offer = Angebot
offers-col-isolation = Isolation
offers-col-allocation = GPU-Zuteilung
offers-col-host = Anteil am Host
offers-col-location = Standort
offers-col-verification = Status des Hosts
offers-col-price = Preis
offer-gpus = { $count } × { $model }
# A catalog offer as a reader tells it apart: provider's name, product, GPUs, place.
offer-name = { $provider }{ $has-product ->
    [yes] {" "}{ $product }
   *[no] {""}
 } ({ $count } × { $model }){ $has-place ->
    [yes] , { $place }
   *[no] {""}
 }
price = { $amount } je { $period ->
    [hour] Stunde
   *[month] Monat
}, { $model ->
    [on_demand] On-Demand
    [spot] Spot
    [interruptible] unterbrechbar
    [reserved] reserviert
    [savings_plan] Savings Plan
   *[capacity_block] Capacity Block
}
price-age-all = alle { $age }
price-age = gelesen am { $date } ({ $days ->
    [one] { $days } Tag alt
   *[other] { $days } Tage alt
})

## Checkliste

checklist-concerns = Isolation, Identität und Standort des Hosts wiegen hier schwerer als der Preis: { $concerns }.
concern = { $concern ->
    [service_24x7] der Dienst läuft rund um die Uhr
   *[gdpr_data] die Daten fallen unter die DSGVO
}
question = { $question ->
    [isolation] Isolation
    [gpu_share] GPU-Anteil
    [extra_charges] Kosten außerhalb des Preises
    [host_and_location] Host und Standort
   *[billing] Abrechnung
}
source-offer = laut Angebot, gelesen am { $date }
source-verified = vom Prüfskript am { $date } verifiziert
source-analyst = Angabe des Analysten: { $note }
source-analyst-document = Angabe des Analysten: { $note } ({ $document })
source-unknown = UNBEKANNT: { $reason }
checklist-answer = { $question }: { $answer } ({ $source })
checklist-all-answered = Jede Frage beantwortet, { $source }:
checklist-most-from = Antworten { $source }, wo nicht anders angegeben:
checklist-settled-by-offer = Jede Frage beantwortet, { $source }: die Antworten stehen oben unter „Angebote in der engeren Auswahl“.
checklist-one-source = Alle Antworten { $source }:
checklist-answer-plain = { $question }: { $answer }
checklist-contradicted = WIDERSPROCHEN: { $detail }
checklist-summary = { $unknown ->
    [0] Jede Frage ist beantwortet.
    [one] Eine Frage ist noch unbeantwortet.
   *[other] { $unknown } Fragen sind noch unbeantwortet.
} { $contradicted ->
    [0] {""}
    [one] Das Prüfskript widerspricht einer Antwort.
   *[other] Das Prüfskript widerspricht { $contradicted } Antworten.
}

## Annahmen und Quellen

assumptions-method = Methode: docs/method.md von gpucase { $version }; dort steht, wie jede Zahl berechnet wird und was empfohlen werden darf.
assumptions-no-rates = Wechselkurse: keine; alle Beträge in { $currency }.
assumptions-rate = Wechselkurs: 1 { $from } = { $rate } { $to }, Stand { $date }; Quelle: { $source }.
assumptions-rate-year = Erwarteter Wechselkurs für Jahr { $year }: 1 { $from } = { $rate } { $to } (erfasst { $date }); Quelle: { $source }. Was ab diesem Jahr in { $from } gezahlt wird, wird dazu umgerechnet.
assumptions-own = Angebot für eigene Server { $label }: { $source }.
assumptions-rent = Mietangebot { $label } ({ $provider }): { $source }.
assumptions-snapshot = Angebot { $offer } von { $provider }: Preis gelesen am { $date }, { $url }.
assumptions-metrics = Metriken: { $from } bis { $to }, Zeitzone { $zone }, importiert am { $imported }.
assumptions-description = Beschreibung des Falls: { $description }
assumptions-rounding = Die Zahlen sind für die Anzeige gerundet; gerechnet wird exakt.

## Anhang

appendix-intro = Alle Eingaben des Falls, so wie die Berechnung sie verwendet hat.
appendix-case = Fall
appendix-currency = Währung
appendix-horizon = Betrachtungszeitraum
appendix-workload-gpus = GPUs des Workloads
appendix-workload-period = Zeitraum des Zeitplans
appendix-window = Zeitfenster { $name }
appendix-window-value = { $kind ->
    [interactive] interaktiv
   *[batch] Batch
}, { $days }, { $start }:00 bis { $end }:00 Uhr, { $gpus ->
    [one] eine GPU
   *[other] { $gpus } GPUs
}
appendix-storage = Speicher (GB)
appendix-egress = Ausgehende Datenübertragung je Monat (GB)
appendix-own = Angebote für eigene Server
appendix-rent = Mietangebote
appendix-stage = Ausbaustufe { $stage }
appendix-stage-value = Monat { $month }: { $what ->
    [cards] { $cards ->
        [one] eine Karte
       *[other] { $cards } Karten
    }
    [servers] { $servers ->
        [one] ein Server
       *[other] { $servers } Server
    }
   *[both] { $cards ->
        [one] eine Karte
       *[other] { $cards } Karten
    } und { $servers ->
        [one] ein Server
       *[other] { $servers } Server
    }
} zusätzlich für { $price }
appendix-rate-value = { $rate } ({ $date }, { $source })
appendix-must-answer = Fenster, in denen ohne Verzögerung geantwortet werden muss
appendix-min-gpu-memory = Speicher je GPU, den das Modell mindestens braucht (GB)
appendix-replica = Eine Modellreplik
appendix-replica-value = { $gpus } GPUs auf einer Maschine{ $nvlink ->
    [yes] , in einer NVLink-Domäne
   *[no] {""}
}
appendix-interconnect = GPU-Verbindung
appendix-interconnect-value = { $kind ->
    [sxm] SXM mit NVSwitch
    [nvl] NVL-Brücken
   *[pcie] PCIe ohne NVLink
}, { $gpus } GPUs je NVLink-Domäne
appendix-hybrid = Hybrid
appendix-hybrid-value = eigen { $own }, gemietet { $rent }
appendix-field = { $field ->
    [gpus] GPUs
    [purchase] Kaufpreis
    [licences_per_year] Lizenzen je Jahr
    [power_kw] Leistungsaufnahme (kW)
    [pue] PUE
    [kwh_price] Preis je kWh
    [colocation_per_month] Colocation je Monat
    [support_per_year] Support je Jahr
    [operating_hours_per_month] Personalstunden je Monat
    [operating_hour_rate] Stundensatz Personal
    [service_life_years] Nutzungsdauer (Jahre)
    [residual_value] Restwert
    [value_at_horizon] Wert am Ende des Zeitraums
    [bandwidth_per_month] IP-Transit oder Uplink je Monat
    [provider] Anbieter
    [gpus_per_instance] GPUs je Instanz
    [on_demand_per_instance_hour] On-Demand-Preis je Instanzstunde
    [boot_minutes] Bootzeit (Minuten)
    [model_load_minutes] Laden des Modells (Minuten)
    [pricing] Preismodelle
    [offers] Preise gelesen aus
    [slots] GPU-Steckplätze je Server
    [card_price] Preis einer weiteren Karte
    [power_kw_per_card] Leistung einer weiteren Karte (kW)
    [residual_value_per_card] Restwert einer weiteren Karte
   *[source] Quelle
}
appendix-value-at-horizon = { $basis ->
    [resale] geschätzter Wiederverkauf, { $share } des Kaufpreises
   *[book] Buchwert, linear auf den Restwert über { $years }
}
days = { $days ->
    [workdays] Werktage
    [weekends] Wochenenden
   *[every_day] täglich
}
appendix-period-generic = ein Monat mit { $hours } Stunden und { $workdays } Werktagen
appendix-period-calendar = { $month } in { $zone }, { $holidays ->
    [0] keine Feiertage
    [one] ein Feiertag
   *[other] { $holidays } Feiertage
}
appendix-pricing = { $model ->
    [on_demand_always] On-Demand, durchgehend zugewiesen
    [on_demand_stopped] On-Demand, im Leerlauf gestoppt
    [savings_plan] Savings Plan
    [capacity_reservation] Kapazitätsreservierung
    [capacity_block] Capacity Blocks
    [reserved] reservierte Instanzen
    [monthly_billed] monatlich abgerechnet
   *[spot_batch] Spot für Batch
}

## Signaturen: der sichtbare Block auf der letzten Seite eines signierten Berichts (wie der
## Bericht in einer eingebetteten Teilmenge von DejaVu Sans gesetzt) und was die Prüfung einer
## signierten PDF fand.
signature-signed-by = Digital signiert von { $name }
signature-date = Datum: { $date }, { $time } UTC
signature-reason = Grund: { $reason }
signature-reason-default = Empfehlung freigegeben
signature-unknown = unbekannt
signature-line-signer = Unterzeichner: { $signer }
signature-line-time = Signiert (laut Unterzeichner): { $date }, { $time } UTC
signature-line-time-unknown = Signiert: ohne Zeitangabe
signature-line-reason = Grund: { $reason }
signature-intact-yes = Unverändert: ja
signature-intact-changed = Unverändert: nein, das Dokument wurde nach der Signatur geändert
signature-intact-invalid = Unverändert: nein, die Signatur passt nicht zu ihrem Zertifikat
signature-intact-unreadable = Unverändert: nein, die Signatur ist nicht prüfbar: { $reason }
signature-covers-yes = Deckt das ganze Dokument ab: ja
signature-covers-no = Deckt das ganze Dokument ab: nein, nach der Signatur { $bytes ->
    [one] wurde { $bytes } Byte
   *[other] wurden { $bytes } Bytes
} angehängt ({ $changes })
signature-covers-unknown = Deckt das ganze Dokument ab: unbekannt
signature-changes-none = keine Seite geändert
signature-changes-pages = geänderte Seiten: { $pages }
signature-changes-fields = sichtbare Signaturfelder auf den Seiten { $pages } hinzugefügt oder geändert, über den signierten Inhalt gezeichnet; sonst hat sich auf den Seiten nichts geändert
signature-rewritten = die Angaben der Signatur selbst (Name, Grund, Ort oder Zeit) wurden nach dem Signieren ersetzt; angezeigt wird, was signiert wurde
signature-changes-unknown = unbekannt, was sich änderte: { $reason }
signature-trust-yes = Vertrauenswürdig: ja, das Zertifikat führt zu { $anchor }
signature-trust-no = Vertrauenswürdig: nein, { $reason }
signature-trust-unchecked = Vertrauenswürdig: nicht geprüft (kein Vertrauensanker angegeben)

## Teile einer Zeile

offer-line = { $offer }: Preis { $price }; Kosten außerhalb des Preises: { $charges }
offer-heading = { $offer } · { $billing }
list-separator = {"; "}

## Namen der Optionen

option-rent = { $offer }, { $model ->
    [on_demand_always] On-Demand, durchgehend zugewiesen
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
    [reserved] reservierte Instanzen{ $term ->
        [0] {""}
        [one] , 1 Jahr
       *[other] , { $term } Jahre
    }{ $payment ->
        [partial_upfront] , teilweise Vorauszahlung
        [all_upfront] , vollständige Vorauszahlung
        [no_upfront] , ohne Vorauszahlung
       *[none] {""}
    }, effektiver Satz
    [monthly_billed] monatlich abgerechnet{ $months ->
        [0] {""}
        [one] , Laufzeit 1 Monat
       *[other] , Laufzeit { $months } Monate
    }
   *[spot_batch] Spot für Batch, On-Demand für interaktive Last
}
option-hybrid = Hybrid: { $gpus ->
    [one] eine eigene GPU
   *[other] { $gpus } eigene GPUs
} ({ $own }), Spitzen bei { $rent }
option-hybrid-plain = Hybrid: { $own } für die Grundlast, { $rent } für Spitzen
appendix-rate-on-demand = der On-Demand-Satz
appendix-assumed = { $value } (angenommen: kein Angebot nennt den Wert)
appendix-offer-withdrawn = aus dem Katalog zurückgezogen
appendix-offer-departed = der Fall rechnet stattdessen mit { $amount }, vom Analysten gesetzt

## Kurzzeichen der Optionen und Worte des Anbieters

# Das Kurzzeichen einer Option vor ihrem Namen, wo der Name neben den Linien einer Grafik steht.
option-keyed = { $key } · { $option }
sensitivity-key = Jede Linie endet mit dem Buchstaben ihrer Option; die Legende unter der Grafik nennt jede Option mit vollem Namen.
# Der eigene Name eines Anbieters für einen Ort (seine Region), als Worte des Anbieters zitiert.
provider-words = „{ $words }“
