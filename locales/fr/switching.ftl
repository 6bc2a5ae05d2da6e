### Les notes sur le changement de fournisseur au titre du règlement sur les données
### (règlement (UE) 2023/2854).
### Same ids and variables as locales/en/switching.ftl (its header lists them). Terms of
### the French text of the regulation and of the UI: changement de fournisseur, frais de
### changement de fournisseur, frais de sortie de données, frais de service standard,
### pénalités de résiliation anticipée, infrastructure TIC sur site, paliers; Go for GB.
### Citation: "art. 2, point 34", "art. 29, paragraphe 1". Address: "vous".
### Typography: no-break space before ":", narrow no-break space before ";".

switching-title = Changement de fournisseur : notes au titre du règlement sur les données (Data Act)
switching-intro = Ces notes présentent les dates et montants de ce dossier au regard du règlement (UE) 2023/2854 (règlement sur les données). Elles exposent des faits à l’usage des achats et ne constituent pas un avis juridique.
switching-in-force = Les règles sont présentées telles qu’elles s’appliquent à la date du rapport. La Commission européenne a proposé de modifier le chapitre du règlement sur les données consacré au changement de fournisseur (omnibus numérique, COM(2025) 837, novembre 2025) ; la proposition n’est pas adoptée et, tant qu’elle ne l’est pas, ne change rien à ce qui est exposé ici.
switching-dates = Date du rapport : { $report_date }. Date prévue du changement : { $switch_date }.
switching-definition = Le changement de fournisseur comprend aussi le passage à une infrastructure TIC sur site (art. 2, point 34).

## La date prévue du changement au regard du 12 janvier 2027

switching-phase-before-deadline = Le changement est prévu le { $switch_date }, soit avant le { $deadline }.
switching-phase-switch-after-deadline = Le changement est prévu le { $switch_date }, soit le { $deadline } ou après.
switching-phase-after-deadline = Le changement est prévu le { $switch_date }.
switching-phase-switch-date-passed = La date prévue du changement ({ $switch_date }) est antérieure à la date de ce rapport ({ $report_date }). Les notes décrivent les règles applicables à cette date ; mettez la date à jour avant de vous y fier.
switching-rule-reduced = Avant le { $deadline }, les fournisseurs peuvent imposer des frais de changement de fournisseur réduits (art. 29, paragraphe 2), qui ne peuvent excéder les coûts directement liés au changement (art. 29, paragraphe 3).
switching-rule-none = À partir du { $deadline }, les fournisseurs ne peuvent plus imposer de frais de changement de fournisseur (art. 29, paragraphe 1).
switching-rule-if-earlier = Si le changement était avancé avant le { $deadline }, le fournisseur pourrait imposer des frais de changement de fournisseur réduits, limités aux coûts directement liés au changement (art. 29, paragraphes 2 et 3).
switching-egress-is-charge = Les frais de sortie de données liés au changement sont des frais de changement de fournisseur (art. 2, point 36).
switching-fees-not-charges = Les frais de service standard et les pénalités de résiliation anticipée ne sont pas des frais de changement de fournisseur (art. 2, point 36). La durée restante de chaque engagement et le coût d’une sortie anticipée figurent donc ci-dessous.
switching-disclosure = Avant la conclusion du contrat, le fournisseur doit informer clairement le client des frais de service standard, des pénalités de résiliation anticipée et des éventuels frais de changement de fournisseur réduits (art. 29, paragraphe 4) : demandez-les par écrit avec l’offre et comparez-les aux frais que liste ce dossier.

## Engagements

switching-commitments-heading = Engagements en cours
switching-commitments-none = Le dossier ne mentionne ni Savings Plan, ni remise sur engagement d’utilisation, ni autre engagement.
switching-kind-savings-plan = Savings Plan
switching-kind-committed-use-discount = Remise sur engagement d’utilisation
switching-kind-reserved-capacity = Capacité réservée
switching-kind-other = Autre engagement
switching-commitment = { $kind } auprès { $provider_elides ->
    [yes] d’{ $provider }
   *[no] de { $provider }
} ({ $label }) : durée du { $start } au { $end }.
switching-commitment-remaining =
    À la date prévue du changement ({ $switch_date }), la durée restante est de { $months } mois et { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
switching-commitment-ended = La durée prend fin le { $end }, avant la date prévue du changement ; il n’en reste rien.
switching-commitment-outstanding = En cas de sortie anticipée, l’engagement reste dû pour { $months } mois : { $months } × { $monthly } = { $amount } (un mois entamé compte en entier). Il ne s’agit pas de frais de changement de fournisseur (art. 2, point 36).
switching-commitment-penalty = Le contrat prévoit une pénalité de résiliation anticipée de { $amount } ; elle figure séparément du montant ci-dessus.
switching-commitment-no-penalty = Le contrat ne fixe aucun montant pour une résiliation anticipée.
switching-commitment-terms = Conditions de résiliation anticipée selon le contrat : { $terms }

## Données à transférer

switching-egress-heading = Données à transférer et frais de sortie de données
switching-egress-intro = Volume estimé du transfert et coût de son extraction selon les paliers de tarification du trafic sortant du fournisseur, c’est-à-dire sans les limites du règlement sur les données. L’estimation suppose que tout le volume sort au cours d’un seul mois de facturation.
switching-egress-none = Le dossier ne mentionne aucune donnée à transférer.
switching-class-document-stores = Bases documentaires
switching-class-vector-indices = Index vectoriels
switching-class-logs = Journaux
switching-class-backups = Sauvegardes
switching-class-model-copies = Copies du modèle
switching-egress-class = { $class } : { $volume } Go
switching-egress-provider = Depuis { $provider } : { $volume } Go ; selon ses paliers de trafic sortant, { $amount }.
switching-egress-source = Paliers de trafic sortant { $provider_elides ->
    [yes] d’{ $provider }
   *[no] de { $provider }
} : { $source }
switching-egress-total = Total : { $volume } Go ; selon les paliers de trafic sortant des fournisseurs, { $amount }.
switching-egress-limit-reduced = À la date prévue du changement, le fournisseur ne peut facturer cette extraction qu’au titre de frais de changement de fournisseur réduits, au plus les coûts directement liés au changement (art. 29, paragraphes 2 et 3).
switching-egress-limit-none = À la date prévue du changement, le fournisseur ne peut rien facturer pour cette extraction au titre du changement (art. 29, paragraphe 1).

## Un modèle hybride qui continue d’utiliser le fournisseur

switching-hybrid = Le projet continue d’utiliser { $provider } après le changement (modèle hybride). Les règles ci-dessus portent sur le changement lui-même ; demandez par écrit à { $provider } quels frais s’appliquent aux données qui continuent de sortir de son infrastructure.

## Phrase de clôture

switching-legal = Transmettez les contrats au service juridique pour l’appréciation juridique. Ces notes exposent des faits et des dates ; elles ne constituent pas un avis juridique.

## Références

switching-ref-art2-34 = Règlement (UE) 2023/2854 (règlement sur les données), article 2, point 34 : définition du changement de fournisseur, y compris vers une infrastructure TIC sur site.
switching-ref-art2-36 = Règlement (UE) 2023/2854 (règlement sur les données), article 2, point 36 : les frais de changement de fournisseur comprennent les frais de sortie de données, mais non les frais de service standard ni les pénalités de résiliation anticipée.
switching-ref-art29-1 = Règlement (UE) 2023/2854 (règlement sur les données), article 29, paragraphe 1 : aucuns frais de changement de fournisseur à partir du 12 janvier 2027.
switching-ref-art29-2 = Règlement (UE) 2023/2854 (règlement sur les données), article 29, paragraphe 2 : frais de changement de fournisseur réduits du 11 janvier 2024 au 12 janvier 2027.
switching-ref-art29-3 = Règlement (UE) 2023/2854 (règlement sur les données), article 29, paragraphe 3 : frais de changement de fournisseur réduits plafonnés aux coûts directement liés au changement.

switching-owed-anyway = Dû quel que soit le choix, et dans aucun des totaux : { $label } ({ $provider }) court jusqu’au { $end }, { $months ->
    [one] un mois
   *[other] { $months } mois
} restant à payer au changement prévu, { $amount }.
