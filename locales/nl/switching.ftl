### De overstapnotities op grond van de Dataverordening (Verordening (EU) 2023/2854).
### Same ids and variables as locales/en/switching.ftl (its header lists them). Terms of
### the Dutch text of the regulation and of the UI: overstappen, overstapkosten,
### standaardkosten voor de dienst, boetes voor vroegtijdige beëindiging,
### ICT-infrastructuur op eigen locatie, provider (as the Dutch source article), staffels
### for egress tiers. Citation: "art. 2, punt 34", "art. 29, lid 1". Address: imperative,
### "je" where needed, as the article.

switching-title = Overstappen naar een andere provider: notities op grond van de Dataverordening (Data Act)
switching-intro = Deze notities geven de datums en bedragen van deze casus weer op grond van Verordening (EU) 2023/2854 (Dataverordening). Het zijn feiten voor de inkoop, geen juridisch advies.
switching-in-force = De regels zijn weergegeven zoals ze op de rapportdatum gelden. De Europese Commissie heeft voorgesteld het hoofdstuk van de Dataverordening over overstappen te wijzigen (digitale omnibus, COM(2025) 837, november 2025); het voorstel is niet aangenomen en verandert, zolang het dat niet is, niets aan wat hier staat.
switching-dates = Datum van dit rapport: { $report_date }. Geplande overstapdatum: { $switch_date }.
switching-definition = Overstappen omvat ook de verhuizing naar ICT-infrastructuur op eigen locatie (art. 2, punt 34).

## De geplande overstap ten opzichte van 12 januari 2027

switching-phase-before-deadline = De overstap is gepland op { $switch_date }, vóór { $deadline }.
switching-phase-switch-after-deadline = De overstap is gepland op { $switch_date }, op of na { $deadline }.
switching-phase-after-deadline = De overstap is gepland op { $switch_date }.
switching-phase-switch-date-passed = De geplande overstapdatum ({ $switch_date }) ligt vóór de datum van dit rapport ({ $report_date }). De notities beschrijven de regels op die datum; werk de datum bij voordat je erop vertrouwt.
switching-rule-reduced = Vóór { $deadline } mogen providers verlaagde overstapkosten aanrekenen (art. 29, lid 2); die mogen niet hoger zijn dan de kosten die rechtstreeks verband houden met de overstap (art. 29, lid 3).
switching-rule-none = Vanaf { $deadline } mogen providers geen overstapkosten aanrekenen (art. 29, lid 1).
switching-rule-if-earlier = Wordt de overstap vervroegd naar een datum vóór { $deadline }, dan mag de provider verlaagde overstapkosten aanrekenen, begrensd tot de kosten die rechtstreeks verband houden met de overstap (art. 29, leden 2 en 3).
switching-egress-is-charge = Kosten voor het extraheren van gegevens bij de overstap (uitgaand dataverkeer) zijn overstapkosten (art. 2, punt 36).
switching-fees-not-charges = Standaardkosten voor de dienst en boetes voor vroegtijdige beëindiging zijn geen overstapkosten (art. 2, punt 36). Daarom staan hieronder de resterende looptijd van elke verplichting en wat vroegtijdig vertrekken kost.
switching-disclosure = Vóór het sluiten van het contract moet de provider de klant duidelijk informeren over de standaardkosten voor de dienst, de boetes voor vroegtijdige beëindiging en eventuele verlaagde overstapkosten (art. 29, lid 4): vraag ze schriftelijk op bij de offerte en vergelijk ze met de kosten die deze casus noemt.

## Verplichtingen

switching-commitments-heading = Lopende verplichtingen
switching-commitments-none = De casus vermeldt geen Savings Plans, kortingen voor toegezegd gebruik of andere verplichtingen.
switching-kind-savings-plan = Savings Plan
switching-kind-committed-use-discount = Korting voor toegezegd gebruik
switching-kind-reserved-capacity = Gereserveerde capaciteit
switching-kind-other = Andere verplichting
switching-commitment = { $kind } bij { $provider } ({ $label }): looptijd van { $start } tot en met { $end }.
switching-commitment-remaining =
    Op de geplande overstapdatum ({ $switch_date }) is de resterende looptijd { $months ->
        [one] { $months } maand
       *[other] { $months } maanden
    } en { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }.
switching-commitment-ended = De looptijd eindigt op { $end }, vóór de geplande overstapdatum; er resteert niets van.
switching-commitment-outstanding =
    Bij vroegtijdig vertrek blijft de verplichting voor { $months ->
        [one] { $months } maand
       *[other] { $months } maanden
    } verschuldigd: { $months } × { $monthly } = { $amount } (een begonnen maand telt volledig mee). Dit zijn geen overstapkosten (art. 2, punt 36).
switching-commitment-penalty = Het contract noemt een boete voor vroegtijdige beëindiging van { $amount }; dat bedrag staat los van het bedrag hierboven.
switching-commitment-no-penalty = Het contract noemt geen bedrag voor vroegtijdige beëindiging.
switching-commitment-terms = Voorwaarden voor vroegtijdige beëindiging volgens het contract: { $terms }

## Te verplaatsen gegevens

switching-egress-heading = Te verplaatsen gegevens en kosten voor uitgaand dataverkeer
switching-egress-intro = Geschat volume van de verhuizing en wat het extraheren ervan zou kosten volgens de staffels van de provider voor uitgaand dataverkeer, dus zonder de grenzen van de Dataverordening. De schatting gaat ervan uit dat het hele volume in één factuurmaand wordt overgezet.
switching-egress-none = De casus vermeldt geen te verplaatsen gegevens.
switching-class-document-stores = Documentopslag
switching-class-vector-indices = Vectorindexen
switching-class-logs = Logbestanden
switching-class-backups = Back-ups
switching-class-model-copies = Modelkopieën
switching-egress-class = { $class }: { $volume } GB
switching-egress-provider = Van { $provider }: { $volume } GB; volgens de staffels voor uitgaand verkeer van deze provider { $amount }.
switching-egress-source = Staffels voor uitgaand verkeer van { $provider }: { $source }
switching-egress-total = Totaal: { $volume } GB; volgens de staffels voor uitgaand verkeer van de providers { $amount }.
switching-egress-limit-reduced = Op de geplande overstapdatum mag de provider voor deze extractie alleen verlaagde overstapkosten aanrekenen, ten hoogste de kosten die rechtstreeks verband houden met de overstap (art. 29, leden 2 en 3).
switching-egress-limit-none = Op de geplande overstapdatum mag de provider voor deze extractie bij de overstap niets aanrekenen (art. 29, lid 1).

## Een hybride opzet die de provider blijft gebruiken

switching-hybrid = Het plan blijft { $provider } na de overstap gebruiken (hybride opzet). De regels hierboven gelden voor de overstap zelf; vraag { $provider } schriftelijk welke kosten gelden voor de gegevens die de infrastructuur van deze provider blijven verlaten.

## Slotzin

switching-legal = Leg de contracten ter juridische beoordeling voor aan de juridische afdeling. Deze notities geven feiten en datums weer en zijn geen juridisch advies.

## Bronnen

switching-ref-art2-34 = Verordening (EU) 2023/2854 (Dataverordening), art. 2, punt 34: definitie van overstappen, ook naar ICT-infrastructuur op eigen locatie.
switching-ref-art2-36 = Verordening (EU) 2023/2854 (Dataverordening), art. 2, punt 36: overstapkosten omvatten de kosten voor uitgaand dataverkeer, maar geen standaardkosten voor de dienst en geen boetes voor vroegtijdige beëindiging.
switching-ref-art29-1 = Verordening (EU) 2023/2854 (Dataverordening), art. 29, lid 1: geen overstapkosten vanaf 12 januari 2027.
switching-ref-art29-2 = Verordening (EU) 2023/2854 (Dataverordening), art. 29, lid 2: verlaagde overstapkosten van 11 januari 2024 tot 12 januari 2027.
switching-ref-art29-3 = Verordening (EU) 2023/2854 (Dataverordening), art. 29, lid 3: verlaagde overstapkosten ten hoogste gelijk aan de kosten die rechtstreeks verband houden met de overstap.

switching-owed-anyway = Verschuldigd wat ook gekozen wordt, en in geen van de totalen: { $label } ({ $provider }) loopt tot { $end }, bij de geplande overstap nog { $months ->
    [one] één maand
   *[other] { $months } maanden
} te betalen, { $amount }.
