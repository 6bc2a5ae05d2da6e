### Die Hinweise zum Anbieterwechsel nach der Datenverordnung (Verordnung (EU) 2023/2854).
### Same ids and variables as locales/en/switching.ftl (its header lists them). Terms of
### the German text of the regulation and of the German source article (../shared/seeds):
### Wechsel, Wechselentgelte, Datenextraktionsentgelte, Standarddienstentgelte, Sanktionen
### bei vorzeitiger Kündigung, IKT-Infrastruktur in eigenen Räumlichkeiten, Tarifstufen,
### Hybridmuster. Citation: "Art. 2 Nr. 34", "Art. 29 Abs. 1". Address: "Sie".

switching-title = Anbieterwechsel: Hinweise nach der Datenverordnung (Data Act)
switching-intro = Diese Hinweise nennen die Termine und Beträge dieses Falls nach der Verordnung (EU) 2023/2854 (Datenverordnung). Sie geben Tatsachen für den Einkauf wieder und sind keine Rechtsberatung.
switching-in-force = Die Regeln sind so wiedergegeben, wie sie am Berichtsdatum gelten. Die Europäische Kommission hat vorgeschlagen, das Kapitel der Datenverordnung zum Anbieterwechsel zu ändern (Digital-Omnibus, COM(2025) 837, November 2025); der Vorschlag ist nicht angenommen und ändert, solange er es nicht ist, nichts an dem hier Gesagten.
switching-dates = Datum des Berichts: { $report_date }. Geplanter Wechseltermin: { $switch_date }.
switching-definition = Als Wechsel gilt auch der Umzug auf eine IKT-Infrastruktur in eigenen Räumlichkeiten (Art. 2 Nr. 34).

## Lage des Wechseltermins zum 12. Januar 2027

switching-phase-before-deadline = Der Wechsel ist für den { $switch_date } geplant, also vor dem { $deadline }.
switching-phase-switch-after-deadline = Der Wechsel ist für den { $switch_date } geplant, also am { $deadline } oder danach.
switching-phase-after-deadline = Der Wechsel ist für den { $switch_date } geplant.
switching-phase-switch-date-passed = Der geplante Wechseltermin ({ $switch_date }) liegt vor dem Datum dieses Berichts ({ $report_date }). Die Hinweise beschreiben die Regeln an jenem Tag; aktualisieren Sie den Termin, bevor Sie sich auf sie stützen.
switching-rule-reduced = Vor dem { $deadline } dürfen Anbieter ermäßigte Wechselentgelte erheben (Art. 29 Abs. 2); diese dürfen die Kosten nicht übersteigen, die unmittelbar mit dem Wechsel verbunden sind (Art. 29 Abs. 3).
switching-rule-none = Ab dem { $deadline } dürfen Anbieter keine Wechselentgelte erheben (Art. 29 Abs. 1).
switching-rule-if-earlier = Würde der Wechsel auf einen Tag vor dem { $deadline } vorgezogen, dürfte der Anbieter ermäßigte Wechselentgelte erheben, begrenzt auf die unmittelbar mit dem Wechsel verbundenen Kosten (Art. 29 Abs. 2 und 3).
switching-egress-is-charge = Datenextraktionsentgelte für den Wechsel sind Wechselentgelte (Art. 2 Nr. 36).
switching-fees-not-charges = Standarddienstentgelte und Sanktionen bei vorzeitiger Kündigung sind keine Wechselentgelte (Art. 2 Nr. 36). Unten stehen deshalb die Restlaufzeit jeder Verpflichtung und die Kosten eines vorzeitigen Ausstiegs.
switching-disclosure = Vor Vertragsschluss muss der Anbieter den Kunden klar über die Standarddienstentgelte, die Sanktionen bei vorzeitiger Kündigung und etwaige verringerte Wechselentgelte informieren (Art. 29 Abs. 4): Fordern Sie diese Angaben mit dem Angebot schriftlich an und vergleichen Sie sie mit den Entgelten dieses Falls.

## Verpflichtungen

switching-commitments-heading = Laufende Verpflichtungen
switching-commitments-none = Der Fall nennt keine Savings Plans, Rabatte für zugesicherte Nutzung oder sonstigen Verpflichtungen.
switching-kind-savings-plan = Savings Plan
switching-kind-committed-use-discount = Rabatt für zugesicherte Nutzung
switching-kind-reserved-capacity = Reservierte Kapazität
switching-kind-other = Sonstige Verpflichtung
switching-commitment = { $kind } bei { $provider } ({ $label }): Laufzeit vom { $start } bis zum { $end }.
switching-commitment-remaining =
    Am geplanten Wechseltermin ({ $switch_date }) beträgt die Restlaufzeit { $months ->
        [one] { $months } Monat
       *[other] { $months } Monate
    } und { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }.
switching-commitment-ended = Die Laufzeit endet am { $end }, vor dem geplanten Wechseltermin; es verbleibt keine Restlaufzeit.
switching-commitment-outstanding =
    Bei vorzeitigem Ausstieg bleibt die Verpflichtung für { $months ->
        [one] { $months } Monat
       *[other] { $months } Monate
    } zu zahlen: { $months } × { $monthly } = { $amount } (ein angefangener Monat zählt voll). Dies ist kein Wechselentgelt (Art. 2 Nr. 36).
switching-commitment-penalty = Der Vertrag nennt eine Sanktion bei vorzeitiger Kündigung von { $amount }; sie ist getrennt vom Betrag oben ausgewiesen.
switching-commitment-no-penalty = Der Vertrag nennt keinen Betrag für eine vorzeitige Kündigung.
switching-commitment-terms = Bedingungen der vorzeitigen Kündigung laut Vertrag: { $terms }

## Zu übertragende Daten

switching-egress-heading = Zu übertragende Daten und Datenextraktionsentgelte
switching-egress-intro = Geschätztes Volumen des Umzugs und was seine Extraktion nach den Tarifstufen des Anbieters für ausgehende Datenübertragung kosten würde, also ohne die Grenzen der Datenverordnung. Die Schätzung nimmt an, dass das gesamte Volumen in einem Abrechnungsmonat übertragen wird.
switching-egress-none = Der Fall nennt keine zu übertragenden Daten.
switching-class-document-stores = Dokumentenbestände
switching-class-vector-indices = Vektorindizes
switching-class-logs = Logs
switching-class-backups = Backups
switching-class-model-copies = Modellkopien
switching-egress-class = { $class }: { $volume } GB
switching-egress-provider = Von { $provider }: { $volume } GB; nach dessen Tarifstufen für ausgehende Datenübertragung { $amount }.
switching-egress-source = Tarifstufen für ausgehende Datenübertragung von { $provider }: { $source }
switching-egress-total = Insgesamt: { $volume } GB; nach den Tarifstufen der Anbieter für ausgehende Datenübertragung { $amount }.
switching-egress-limit-reduced = Am geplanten Wechseltermin darf der Anbieter für diese Extraktion nur ermäßigte Wechselentgelte erheben, höchstens die unmittelbar mit dem Wechsel verbundenen Kosten (Art. 29 Abs. 2 und 3).
switching-egress-limit-none = Am geplanten Wechseltermin darf der Anbieter für diese Extraktion im Rahmen des Wechsels kein Entgelt erheben (Art. 29 Abs. 1).

## Hybridmuster, das den Anbieter weiter nutzt

switching-hybrid = Der Plan nutzt { $provider } nach dem Wechsel parallel weiter (Hybridmuster). Die Regeln oben betreffen den Wechsel selbst; fragen Sie { $provider } schriftlich, welche Entgelte für die Daten anfallen, die weiterhin dessen Infrastruktur verlassen.

## Schlusssatz

switching-legal = Bitte legen Sie die Verträge der Rechtsabteilung zur rechtlichen Bewertung vor. Diese Hinweise nennen Tatsachen und Termine und sind keine Rechtsberatung.

## Fundstellen

switching-ref-art2-34 = Verordnung (EU) 2023/2854 (Datenverordnung), Art. 2 Nr. 34: Begriff des Wechsels, einschließlich des Umzugs auf eine IKT-Infrastruktur in eigenen Räumlichkeiten.
switching-ref-art2-36 = Verordnung (EU) 2023/2854 (Datenverordnung), Art. 2 Nr. 36: Wechselentgelte umfassen Datenextraktionsentgelte, nicht aber Standarddienstentgelte und Sanktionen bei vorzeitiger Kündigung.
switching-ref-art29-1 = Verordnung (EU) 2023/2854 (Datenverordnung), Art. 29 Abs. 1: keine Wechselentgelte ab dem 12. Januar 2027.
switching-ref-art29-2 = Verordnung (EU) 2023/2854 (Datenverordnung), Art. 29 Abs. 2: ermäßigte Wechselentgelte vom 11. Januar 2024 bis zum 12. Januar 2027.
switching-ref-art29-3 = Verordnung (EU) 2023/2854 (Datenverordnung), Art. 29 Abs. 3: ermäßigte Wechselentgelte höchstens in Höhe der unmittelbar mit dem Wechsel verbundenen Kosten.

switching-owed-anyway = Geschuldet, was auch gewählt wird, und in keiner Summe enthalten: { $label } ({ $provider }) läuft bis { $end }, beim geplanten Wechsel { $months ->
    [one] noch ein Monat
   *[other] noch { $months } Monate
} zu zahlen, { $amount }.
