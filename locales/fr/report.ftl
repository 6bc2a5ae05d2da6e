# Les textes du rapport PDF (crates/report), en français. Same ids, attributes and variables
# as locales/en/report.ftl. Figures arrive formatted for French (4,05 €, 46,0 %, 29 novembre
# 2026); counts for plurals arrive as numbers (CLDR: "one" covers 0 and 1; an explicit [0]
# comes first). Terms follow the French source article (../shared/seeds), locales/fr/ui.ftl
# and locales/fr/switching.ftl: heure GPU productive, part productive, coût du cycle de vie,
# durée d’utilisation, horizon, Savings Plan, réservation de capacité, bloc de capacité,
# à la demande, spot, engagement, heure d’instance, trafic sortant, isolation, allocation du
# GPU, bare metal, point d’équilibre, serveur en propre, dossier, frais de changement de
# fournisseur (règlement sur les données). Go for GB. Register: note à un comité d’achat.
# Typography: narrow no-break space (U+202F) before ":", ";", "?", "!" and "%".

## Page de garde et pied de page

report-kind = Louer ou acheter de la capacité GPU : recommandation
report-subject = Capacité GPU pour une inférence IA régulière : location, achat ou hybride
cover-case = Dossier : { $case }
cover-author = Établi par : { $author }
cover-date = Date : { $date }
cover-approved = Approuvé : version { $version } du dossier, par { $who } le { $date }
cover-language = Langue : français
cover-basis = Base : { $basis ->
    [measured] métriques des serveurs de modèles mesurées du { $from } au { $to }
   *[schedule] le planning de la charge de travail établi par l’analyste
}
footer-page = { $case } · page { $page } sur { $pages }

## Titres des sections

heading-recommendation = Recommandation
heading-workload = Charge de travail
heading-week = Quand les GPU sont productifs
heading-measured = Métriques mesurées des serveurs de modèles
heading-options = Options comparées
heading-breakeven = Point d’équilibre face au serveur en propre
heading-sensitivity = Sensibilité
heading-tornado = Ce qui pèse le plus sur le résultat
heading-offers = Offres présélectionnées
heading-checklist = La checklist de l’acheteur, offre par offre
heading-switching = Règlement sur les données (Data Act) : notes sur le changement de fournisseur
heading-assumptions = Hypothèses et sources
heading-appendix = Annexe : toutes les données d’entrée
heading-excluded = Options non éligibles, par raison
heading-more-eligible = Options éligibles que le corps ne compare pas (plus chères)
excluded-col-also = En détail, et ce qui l’exclut encore
excluded-listed-earlier = { $count ->
    [one] Une autre option ayant cette raison figure
   *[other] { $count } autres options ayant cette raison figurent
} sous une raison précédente.
appendix-inputs-shown = Les offres de location ci-dessous sont celles des options comparées ; les données { $count ->
    [one] de l’autre offre de location figurent
   *[other] des { $count } autres offres de location figurent
} dans le fichier du dossier.
options-reference = { $option } (non éligible : montrée pour comparaison)
options-left-out = { $excluded ->
    [0] Aucune option n’est exclue
    [one] Une option est exclue
   *[other] { $excluded } options sont exclues
} par les exigences{ $not-serving ->
    [0] {""}
    [one] , une ne couvre pas toute la charge
   *[other] , { $not-serving } ne couvrent pas toute la charge
}{ $more ->
    [0] {""}
    [one] , et une autre option éligible coûte plus cher
   *[other] , et { $more } autres options éligibles coûtent plus cher
} ; l’annexe les énumère.
offers-more = Les offres derrière les options comparées ici ; { $count ->
    [one] l’autre offre présélectionnée figure
   *[other] les { $count } autres offres présélectionnées figurent
} en annexe avec les options qu’elles tarifent.

## Recommandation

rec-none = Aucune option ne couvre toute la charge de travail à un coût par heure GPU productive calculable ; il n’y a donc pas de recommandation. Les options ci-dessous montrent la part de la charge que chacune ne couvre pas.
rec-main = Recommandation : { $option }. Cette option coûte { $cost } par heure GPU productive et { $total } au total sur { $years ->
    [one] un an
   *[other] { $years } ans
}.
rec-hybrid = Elle conserve { $gpus ->
    [one] { $gpus } GPU en propre
   *[other] { $gpus } GPU en propre
} pour la charge de base et loue les heures au-delà.
rec-runner-up = Vient ensuite { $option }, à { $cost } par heure GPU productive ({ $total } au total).
rec-today = Aujourd’hui vous payez { $today } par heure GPU productive (vos factures, du { $from } au { $to }) : la recommandation coûte { $share } de { $direction ->
        [lower] moins
       *[higher] plus
    }.
rec-runner-up-family = { $family ->
    [own] L’option la moins chère en serveurs en propre
    [rented] L’option de location la moins chère
   *[hybrid] L’option hybride la moins chère
} est { $option }, à { $cost } par heure GPU productive ({ $total } au total).
rec-saves = Face à cette option, la recommandation fait économiser { $amount } sur l’horizon.
rec-saves-present-value = En valeur actuelle, la recommandation fait économiser { $amount } face à cette option.
rec-costs-more-present-value = La valeur actuelle de la recommandation est supérieure de { $amount }, mais plus basse par heure GPU productive.
rec-costs-more = La recommandation coûte { $amount } de plus au total, mais moins par heure GPU productive.
rec-no-other = Aucune autre option ne couvre toute la charge de travail.
rec-no-risk = Le calcul ne signale aucun risque particulier pour cette option.
rec-none-eligible = Aucune option ne satisfait aux exigences de ce dossier ; il n’y a donc pas de recommandation.
rec-requirements-none = Aucune exigence n’est indiquée pour ce dossier (plages qui doivent répondre sans délai, classe de données, mémoire GPU) ; la recommandation ne compare donc que les prix.
rec-requirements = Exigences : { $requirements }.
rec-excluded = Non admissibles :
rec-excluded-option = { $option } : { $reasons }.
rec-resolved = Levé par l’analyste :
rec-resolved-option = { $option } : { $reason } (note : { $note }).
rec-open-questions = Questions encore ouvertes :
rec-open-offer = { $offer } : { $questions }.
rec-ranked-present-value = Au taux d’actualisation de l’entreprise de { $rate }, sa valeur actuelle est de { $amount }, soit { $cost } par heure GPU productive. Les options sont classées par valeur actuelle par heure GPU productive.
rec-ranked-after-tax = Sans actualisation, son coût après impôt est de { $amount }, soit { $cost } par heure GPU productive. Les options sont classées par coût après impôt par heure GPU productive.
tax-rule = Les valeurs actuelles s’entendent après un impôt sur les bénéfices de { $rate } : chaque paiement est déduit le mois où il est payé, et les serveurs en propre sont amortis linéairement sur { $years ->
    [one] un an
   *[other] { $years } ans
}, la part non encore amortie à la fin de l’horizon y étant déduite.
rec-ranked-nominal = Les options sont classées par coût par heure GPU productive sur l’horizon ; le cas ne donne pas de taux d’actualisation.
rec-excluded-count = { $excluded } options sur { $total } ne sont pas éligibles{ $overlap ->
    [yes] {" "}(une option peut manquer plusieurs exigences)
   *[no] {""}
} ; l’annexe donne chacune avec ses raisons :
rec-not-serving = { $count ->
    [one] Une option ne couvre
   *[other] { $count } options ne couvrent
} pas toute la charge et ne peuvent être recommandées.
rec-risks = Risques de la recommandation :
rec-risks-more = { $count ->
    [one] Un autre risque figure
   *[other] { $count } autres risques figurent
} avec l’option.
rec-changes = Ce qui changerait la décision :
rec-change = { $input } à { $direction ->
    [lower] −{ $swing }
   *[higher] +{ $swing }
} : { $option } serait l’option éligible la moins chère.
rec-change-none = Aucune donnée du tornado, modifiée seule de { $swing } dans un sens ou dans l’autre (une variation annuelle ou le taux d’actualisation en points), ne rend une autre option éligible moins chère.
list-item = • { $item }

## Charge de travail

period-name = { $period ->
    [month] mois
   *[other] période
}
workload-hours = Heures par { $period ->
    [month] mois
   *[other] période
}
workload-productive-hours = Heures productives par { $period ->
    [month] mois
   *[other] période
}
workload-productive-gpu-hours = Heures GPU productives par { $period ->
    [month] mois
   *[other] période
}
workload-fleet = GPU du parc
workload-peak = GPU nécessaires en pointe
workload-share = Part productive
workload-horizon = Horizon
workload-years = { $years ->
    [one] un an
   *[other] { $years } ans
}
workload-source-schedule = Les heures productives proviennent du planning de la charge de travail établi par l’analyste.
workload-source-measured = Les heures productives proviennent des métriques des serveurs de modèles mesurées du { $from } au { $to } ({ $zone }), importées le { $imported }.
week-intro = Nombre maximal de GPU productifs à chaque heure de la semaine (heure locale). Cases plus foncées : davantage de GPU au travail.
week-legend = { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPU
}
day-short = { $day ->
    [0] lun.
    [1] mar.
    [2] mer.
    [3] jeu.
    [4] ven.
    [5] sam.
   *[6] dim.
}
measured-gpu-hours = Heures GPU avec données
measured-productive = Heures GPU productives
measured-no-data = Heures GPU sans données
measured-share = Part productive des heures GPU avec données
measured-sm-mean = Activité SM pendant les heures productives : moyenne
measured-sm-median = Activité SM pendant les heures productives : médiane
measured-sm-p95 = Activité SM pendant les heures productives : 95e centile
measured-sm-high = Heures productives à 80 % d’activité SM ou plus
measured-queue-hours = Heures avec des requêtes en attente
measured-queue-peak = Maximum de requêtes en attente simultanées
measured-queue-gpu-hours = Heures GPU de demande en attente (un hybride les loue)
measured-threshold = Une heure GPU est comptée comme productive lorsque son serveur de modèle avait au moins une requête en cours, ou lorsque son activité SM a atteint { $threshold } (tâche batch).
measured-quality = Qualité des données : { $samples } échantillons dans { $series } séries ; { $problems ->
    [0] aucune valeur manquante, invalide ou en double.
    [one] { $problems } valeur manquante, invalide, en double ou hors ordre chronologique, comptée à part et jamais comme inactivité.
   *[other] { $problems } valeurs manquantes, invalides, en double ou hors ordre chronologique, comptées à part et jamais comme inactivité.
}
measured-unknown = { $hours } heures GPU sans données ({ $share } de la période mesurée) : elles sont inconnues, comptées ni comme inactives ni comme productives. La part productive est celle des heures GPU avec données ; les heures où aucun GPU n'a de données sont laissées hors de la période que la comparaison répète.
measured-outliers = { $hours } heures-séries loin du reste des données ont été laissées hors de la période mesurée : { $listed }.
measured-sources = Sources : { $files }.
value-unknown = INCONNU

## Options

options-col-option = Option
options-col-total = Total sur { $years ->
    [one] un an
   *[other] { $years } ans
}
options-col-billed = Heures GPU facturées par { $period ->
    [month] mois
   *[other] période
}
options-col-productive = Heures GPU productives par { $period ->
    [month] mois
   *[other] période
}
options-col-cost = Coût par heure GPU productive
options-col-cost-pv = Valeur actuelle par heure GPU productive
options-cheapest = { $option } (la moins chère)
options-not-serving = { $option } (ne couvre pas toute la charge de travail)
options-note = L’option la moins chère est celle dont le coût par heure GPU productive est le plus bas parmi les options qui couvrent toute la charge de travail ; elle figure en gras.
options-note-pv = L’option la moins chère est celle dont la valeur actuelle par heure GPU productive est la plus basse parmi les options qui couvrent toute la charge de travail ; elle figure en gras.
price-changes = Les prix changent chaque année à partir de la 2e année : tarifs de location non engagés { $rent }, électricité { $electricity } ; les tarifs engagés et les frais restent ceux des offres.
paid-today = Ce que vous payez aujourd’hui, selon vos factures (du { $from } au { $to }) : { $effective } tel que payé pour { $billed } heures GPU facturées, { $per-billed } par heure GPU facturée et { $per-productive } par heure GPU productive ({ $share } des heures GPU facturées étaient productives, { $basis ->
        [measured] mesuré
       *[profile] selon la part productive de la charge
    }) ; aux prix catalogue { $list-per-billed } par heure GPU facturée.
rate-as-paid = Selon la facture ({ $billed-as }), { $offer } : { $paid } par heure d’instance tel que payé, { $list } au prix catalogue, contre { $catalog } à la demande dans le catalogue ({ $variance }).
rate-as-paid-steps = Selon la facture ({ $billed-as }), { $offer }, par heure d’instance : { $catalog } à la demande dans le catalogue, { $list } au prix catalogue facturé, { $contracted } au prix négocié, { $paid } tel que payé avec les engagements répartis ({ $variance } par rapport au catalogue).
bills-credits-apart = Les factures accordent aussi { $credits } de crédits sur la période (sur l’ensemble de leurs services), laissés hors de ces tarifs : un crédit ne sert qu’une fois.
later-rates = Les paiements en { $from } sont convertis à { $today } { $to } aujourd’hui et à { $rates } ; le poste « Taux de change des années suivantes » contient ce que cela change.
later-rate = { $rate } à partir de l’année { $year }
demand-growth = La demande croît de { $share } par an à partir de l'année 2 : le travail exactement, la capacité de chaque heure arrondie à des { $unit ->
    [replicas] répliques entières
   *[gpus] GPU entiers
} : une pointe de { $peaks } GPU les années 1 à { $years }. Chaque option est calculée sur la demande de chaque année.
demand-growth-headroom = Les métriques montrent les GPU productifs occupés à { $busy } (activité SM moyenne), une marge de { $headroom } : le travail la remplit avant qu’une autre réplique soit achetée.
chosen-stage = gpucase achète { $what ->
    [cards] { $cards ->
        [one] une carte de plus
       *[other] { $cards } cartes de plus
    }
    [servers] { $servers ->
        [one] un serveur de plus
       *[other] { $servers } serveurs de plus
    }
   *[both] { $cards ->
        [one] une carte
       *[other] { $cards } cartes
    } et { $servers ->
        [one] un serveur de plus
       *[other] { $servers } serveurs de plus
    }
} pour « { $option } » au mois { $month } ({ $price }), car la pointe de cette année dépasse ce qui est installé.
replica-sizing = Compté en répliques servies : une réplique a besoin de { $gb } Go de mémoire GPU et tourne sur { $reference } GPU du parc du profil ; GPU par réplique : { $list }. Chaque option paie et détient ses propres GPU ; les heures GPU productives sont celles du profil, de sorte que toutes les options sont comparées sur le même travail.
replica-sizing-gpus = { $gpus }
replica-sizing-unknown = inconnu (mémoire GPU non indiquée : calculé comme le parc du profil, non éligible)
option-total = Total sur { $years ->
    [one] un an
   *[other] { $years } ans
}
option-present-value = Valeur actuelle à { $rate } par an (flux mensuels)
option-present-value-after-tax = Valeur actuelle à { $rate } par an après impôt (flux mensuels)
option-own-gpus = GPU en propre retenus
option-queued = Heures GPU louées pour les requêtes en attente par { $period ->
    [month] mois
   *[other] période
}
option-starts = Démarrages par { $period ->
    [month] mois
   *[other] période
}
option-risk = Risque : { $risk }
option-no-risk = Risques : aucun signalé par le calcul.
heading-breakdown = Ce que coûte chaque option sur { $years ->
    [one] un an
   *[other] { $years } ans
}
option-uncosted = Hors de ses coûts : { $charge }, indiqué par l’offre mais que les frais d’une option ne peuvent contenir (un forfait par mois ou par heure, le trafic entrant, une licence) ; à ajouter à la main s’il s’applique.
option-charge-unknown = Hors de ses coûts : { $charge } ; le catalogue n’a pas pu lire le prix de ce frais, l’option n’en contient rien : le demander au fournisseur et l’ajouter à la main.
not-applicable = sans objet

cost-purchase = Achat du matériel (payé à l’achat)
cost-licences = Licences logicielles
cost-electricity = Électricité, PUE du site compris
cost-colocation = Espace en baie ou colocation
cost-hardware-support = Contrat de support matériel
cost-operations = Temps de personnel pour l’exploitation
cost-residual-value = Valeur en fin d’horizon (valeur comptable)
cost-resale-value = Valeur en fin d’horizon (revente estimée)
cost-compute = Heures d’instance au tarif de l’offre
cost-restarts = Démarrage de l’instance et chargement du modèle
cost-commitment = Engagement Savings Plan, utilisé ou non
cost-commitment-after-horizon = Engagement encore dû après l’horizon
cost-capacity-after-horizon = Capacité après l’horizon (crédit au coût)
cost-on-demand-overflow = Consommation au-delà de l’engagement ou de la réservation, facturée à la demande
cost-reservation = Heures d’instance réservées, utilisées ou non
cost-capacity-blocks = Blocs de capacité
cost-spot = Heures d’instance spot, interruptions comprises
cost-storage = Stockage persistant (facturé aussi à l’arrêt)
cost-egress = Trafic sortant vers Internet
cost-ipv4 = Adresses IPv4 publiques
cost-setup = Frais d’installation uniques
cost-support-plan = Offre de support du fournisseur
cost-bandwidth = Transit IP ou liaison montante des serveurs en propre
cost-rent-operations = Temps du personnel pour exploiter les instances louées
cost-second-stack = Temps du personnel pour exploiter deux piles (hybride)
cost-exchange-rates = Taux de change des années suivantes (postes en autres devises)

## Risques (propositions sans point final)

risk-restart-capacity = chacun des { $starts } démarrages par { $period ->
    [month] mois
   *[other] période
} peut échouer faute de capacité à la demande, car la capacité à la demande n’est pas réservée : le fournisseur peut ne pas avoir d’instance libre de ce type à ce moment
risk-no-capacity-reserved = un Savings Plan engage une dépense, pas une capacité : il ne garantit pas que des instances soient disponibles au moment où elles sont nécessaires
risk-unused-commitment = { $amount } de l’engagement horaire sont payés sur l’horizon sans être utilisés
risk-commitment-beyond-horizon = l’engagement { $term ->
    [one] d’un an
   *[other] de { $term } ans
} dépasse l’horizon { $horizon ->
    [one] d’un an
   *[other] de { $horizon } ans
} et reste dû au-delà ; la capacité qu’il donne alors est créditée à son coût
risk-block-price = le prix des blocs de capacité dépend de l’offre et de la demande au moment de l’achat, et les blocs doivent être réservés à l’avance
risk-spot-interruption = les instances spot peuvent être interrompues à tout moment ; les tâches batch doivent donc supporter l’arrêt et la reprise
risk-no-batch-hours = la charge de travail ne comporte pas d’heures batch que des instances spot pourraient prendre en charge
risk-own-shortfall = les GPU en propre ({ $gpus }) sont moins nombreux que les { $peak } GPU nécessaires en pointe ; une partie du travail n’est donc pas couverte
risk-hybrid-operations = un fonctionnement hybride exige le même modèle et la même version du moteur de serving des deux côtés, une passerelle qui déborde vers les instances louées quand la file d’attente des serveurs en propre s’allonge, et une classe de données qui peut être traitée chez le fournisseur
risk-spare-not-held = le cas demande { $spares ->
    [one] une réserve
   *[other] { $spares } réserves
 } (N+{ $spares }), mais ce modèle tarifaire démarre les instances à l’arrivée du travail et n’en garde aucune : une instance en panne est remplacée par un nouveau démarrage, qui peut échouer faute de capacité
risk-single-machine = le service doit répondre sans délai, mais il tourne sur { $machine ->
    [server] un seul serveur en propre
   *[instance] une seule instance louée
 } : une panne l’arrête jusqu’à la réparation ou au remplacement de cette machine ; { $machine ->
    [server] un second serveur
   *[instance] une seconde instance
 } en secours coûterait { $second } sur la période

## Point d’équilibre

breakeven-none = Aucun devis de serveur en propre ne couvre toute la charge de travail ; il n’y a donc pas de point d’équilibre à présenter.
breakeven-below = { $option } : la location est moins chère que le serveur en propre ({ $own }) en dessous d’une part productive de { $share }, le serveur en propre au-dessus ; à la part actuelle du profil ({ $now }), { $cheaper ->
    [renting] la location est moins chère
   *[owning] le serveur en propre est moins cher
}.
breakeven-below-unknown = { $option } : la location est moins chère que le serveur en propre ({ $own }) en dessous d’une part productive qui n’a pas pu être déterminée, le serveur en propre au-dessus.
breakeven-own-always = { $option } : le serveur en propre ({ $own }) est moins cher quelle que soit la part productive, car les seuls coûts fixes de l’option louée dépassent le coût total du serveur en propre.
breakeven-rent-always = { $option } : la location est moins chère que le serveur en propre ({ $own }) quelle que soit la part productive, jusqu’à 100 %.
breakeven-cancels = { $option } : la capacité reste allouée à chaque heure ; la part productive figure donc des deux côtés et s’annule. Comparez le coût en propre de { $own-cost } par heure GPU de durée d’utilisation ({ $own }) au coût de { $rent-cost } par heure GPU facturée de cette option.
breakeven-verdict = { $verdict ->
    [own] Le serveur en propre est moins cher.
    [rent] La location est moins chère.
    [same] Les deux coûtent autant.
   *[none] {""}
}

## Sensibilité

sensitivity-intro = Coût par heure GPU productive de chaque option selon la part productive. Les coûts fixes demeurent, les coûts liés à l’usage suivent la part. La ligne en tirets marque la part actuelle ({ $share }) ; les cercles marquent les points où une option louée et le serveur en propre coûtent autant.
sensitivity-axis-x = Part productive
sensitivity-axis-y = Coût par heure GPU productive ({ $currency })
tornado-intro = Coût par heure GPU productive de l’option recommandée lorsqu’une seule donnée d’entrée baisse ou augmente de { $swing }. Lorsqu’une autre option devient alors la moins chère, elle est indiquée.
tornado-intro-pv = Valeur actuelle par heure GPU productive de l’option recommandée (ce qui classe les options) lorsqu’une seule donnée d’entrée baisse ou augmente de { $swing }. Lorsqu’une autre option devient alors la moins chère, elle est indiquée.
tornado-low = −{ $swing }
tornado-high = +{ $swing }
tornado-points = { $points } points
tornado-flip = à { $change } : { $option } la moins chère
tornado-none = Aucune donnée d’entrée n’a pu être variée : la comparaison n’a pas d’option la moins chère.
tornado-input = { $input ->
    [productive_share] Part productive
    [purchase_price] Prix d’achat des serveurs
    [electricity_price] Prix de l’électricité
    [colocation] Colocation
    [operations_rate] Taux horaire d’exploitation
    [rent_rates] Tarifs horaires de location
    [rent_change] Variation annuelle des tarifs de location, 5 points de moins ou de plus
    [electricity_change] Variation annuelle du prix de l'électricité, 5 points de moins ou de plus
    [discount_rate] Taux d’actualisation, 2 points de moins ou de plus
   *[exchange_rates] Taux de change
}

## Offres présélectionnées

offers-none = Aucune offre du catalogue n’a été présélectionnée pour ce dossier.
offers-col-offer = Offre
offers-col-isolation = Isolation
offers-col-allocation = Allocation du GPU
offers-col-host = Part de l’hôte
offers-col-location = Localisation
offers-col-verification = Statut de l’hôte
offers-col-price = Prix
offer-gpus = { $count } × { $model }
# A catalog offer as a reader tells it apart: provider's name, product, GPUs, place.
offer-name = { $provider }{ $has-product ->
    [yes] {" "}{ $product }
   *[no] {""}
 } ({ $count } × { $model }){ $has-place ->
    [yes] , { $place }
   *[no] {""}
 }
price = { $amount } par { $period ->
    [hour] heure
   *[month] mois
}, { $model ->
    [on_demand] à la demande
    [spot] spot
    [interruptible] interruptible
    [reserved] réservé
    [savings_plan] Savings Plan
   *[capacity_block] bloc de capacité
}
price-age-all = chacun { $age }
price-age = relevé le { $date } ({ $days ->
    [one] ancienneté : { $days } jour
   *[other] ancienneté : { $days } jours
})

## Checklist

checklist-concerns = L’isolation, l’identité de l’hôte et sa localisation pèsent ici plus que le prix : { $concerns }.
concern = { $concern ->
    [service_24x7] le service tourne 24 h/24
   *[gdpr_data] les données relèvent du RGPD
}
question = { $question ->
    [isolation] Isolation
    [gpu_share] Part de GPU
    [extra_charges] Frais hors prix
    [host_and_location] Hôte et localisation
   *[billing] Facturation
}
source-offer = selon l’offre, relevée le { $date }
source-verified = vérifié par la sonde le { $date }
source-analyst = déclaré par l’analyste : { $note }
source-analyst-document = déclaré par l’analyste : { $note } ({ $document })
source-unknown = INCONNU : { $reason }
checklist-answer = { $question } : { $answer } ({ $source })
checklist-all-answered = Toutes les questions ont une réponse, { $source } :
checklist-most-from = Réponses { $source }, sauf mention contraire :
checklist-settled-by-offer = Toutes les questions ont une réponse, { $source } : les réponses sont celles de « Offres présélectionnées » ci-dessus.
checklist-one-source = Toutes les réponses { $source } :
checklist-answer-plain = { $question } : { $answer }
checklist-contradicted = CONTREDIT : { $detail }
checklist-summary = { $unknown ->
    [0] Toutes les questions ont une réponse.
    [one] { $unknown } question reste sans réponse.
   *[other] { $unknown } questions restent sans réponse.
} { $contradicted ->
    [0] {""}
    [one] La sonde contredit { $contradicted } réponse.
   *[other] La sonde contredit { $contradicted } réponses.
}

## Hypothèses et sources

assumptions-method = Méthode : docs/method.md de gpucase { $version }, qui explique comment chaque chiffre est calculé et ce qui peut être recommandé.
assumptions-no-rates = Taux de change : aucun ; tous les montants sont en { $currency }.
assumptions-rate = Taux de change : 1 { $from } = { $rate } { $to } au { $date } ; source : { $source }.
assumptions-rate-year = Taux de change attendu pour l’année { $year } : 1 { $from } = { $rate } { $to } (relevé le { $date }) ; source : { $source }. Ce qui est payé en { $from } à partir de cette année est converti à ce taux.
assumptions-own = Devis de serveur en propre { $label } : { $source }.
assumptions-rent = Offre de location { $label } ({ $provider }) : { $source }.
assumptions-snapshot = Offre { $offer } { $provider_elides ->
    [yes] d’{ $provider }
   *[no] de { $provider }
} : prix relevé le { $date }, { $url }.
assumptions-metrics = Métriques : du { $from } au { $to }, fuseau horaire { $zone }, importées le { $imported }.
assumptions-description = Description du dossier : { $description }
assumptions-rounding = Les chiffres sont arrondis à l’affichage ; le calcul est exact.

## Annexe

appendix-intro = Toutes les données d’entrée du dossier, telles que le calcul les a utilisées.
appendix-case = Dossier
appendix-currency = Devise
appendix-horizon = Horizon
appendix-workload-gpus = GPU de la charge de travail
appendix-workload-period = Période du planning
appendix-window = Plage { $name }
appendix-window-value = { $kind ->
    [interactive] interactive
   *[batch] batch
}, { $days }, de { $start } h à { $end } h, { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPU
}
appendix-storage = Stockage (Go)
appendix-egress = Trafic sortant par mois (Go)
appendix-own = Devis de serveurs en propre
appendix-rent = Offres de location
appendix-stage = Étape { $stage }
appendix-stage-value = mois { $month } : { $what ->
    [cards] { $cards ->
        [one] une carte ajoutée
       *[other] { $cards } cartes ajoutées
    }
    [servers] { $servers ->
        [one] un serveur ajouté
       *[other] { $servers } serveurs ajoutés
    }
   *[both] { $cards ->
        [one] une carte
       *[other] { $cards } cartes
    } et { $servers ->
        [one] un serveur ajoutés
       *[other] { $servers } serveurs ajoutés
    }
} pour { $price }
appendix-rate-value = { $rate } ({ $date }, { $source })
appendix-must-answer = Fenêtres où le modèle doit répondre sans délai
appendix-min-gpu-memory = Mémoire par GPU dont le modèle a besoin au minimum (Go)
appendix-replica = Une réplique du modèle
appendix-replica-value = { $gpus } GPU sur une machine{ $nvlink ->
    [yes] , dans un domaine NVLink
   *[no] {""}
}
appendix-interconnect = Interconnexion des GPU
appendix-interconnect-value = { $kind ->
    [sxm] SXM avec NVSwitch
    [nvl] ponts NVL
   *[pcie] PCIe sans NVLink
}, { $gpus } GPU par domaine NVLink
appendix-hybrid = Hybride
appendix-hybrid-value = en propre { $own }, loué { $rent }
appendix-field = { $field ->
    [gpus] GPU
    [purchase] Prix d’achat
    [licences_per_year] Licences par an
    [power_kw] Puissance (kW)
    [pue] PUE
    [kwh_price] Prix du kWh
    [colocation_per_month] Colocation par mois
    [support_per_year] Support par an
    [operating_hours_per_month] Heures d’exploitation par mois
    [operating_hour_rate] Taux horaire d’exploitation
    [service_life_years] Durée d’utilisation (années)
    [residual_value] Valeur résiduelle
    [value_at_horizon] Valeur en fin d’horizon
    [bandwidth_per_month] Transit IP ou liaison montante par mois
    [provider] Fournisseur
    [gpus_per_instance] GPU par instance
    [on_demand_per_instance_hour] Prix à la demande par heure d’instance
    [boot_minutes] Démarrage (minutes)
    [model_load_minutes] Chargement du modèle (minutes)
    [pricing] Modèles tarifaires
    [offers] Prix lus dans
    [slots] Emplacements GPU par serveur
    [card_price] Prix d'une carte supplémentaire
    [power_kw_per_card] Puissance d'une carte supplémentaire (kW)
    [residual_value_per_card] Valeur résiduelle d'une carte supplémentaire
   *[source] Source
}
appendix-value-at-horizon = { $basis ->
    [resale] revente estimée, { $share } du prix d’achat
   *[book] valeur comptable, linéaire jusqu’à la valeur résiduelle sur { $years }
}
days = { $days ->
    [workdays] jours ouvrés
    [weekends] week-ends
   *[every_day] tous les jours
}
appendix-period-generic = un mois de { $hours } heures avec { $workdays } jours ouvrés
appendix-period-calendar = { $month }, fuseau { $zone }, { $holidays ->
    [0] aucun jour férié
    [one] { $holidays } jour férié
   *[other] { $holidays } jours fériés
}
appendix-pricing = { $model ->
    [on_demand_always] à la demande, alloué en permanence
    [on_demand_stopped] à la demande, arrêté hors utilisation
    [savings_plan] Savings Plan
    [capacity_reservation] réservation de capacité
    [capacity_block] blocs de capacité
    [reserved] instances réservées
    [monthly_billed] facturé au mois
   *[spot_batch] spot pour le batch
}

## Signatures : le bloc visible sur la dernière page d'un rapport signé (composé, comme le
## rapport, dans un sous-ensemble incorporé de DejaVu Sans) et ce que la vérification d'un PDF
## signé a trouvé.
signature-signed-by = Signé numériquement par { $name }
signature-date = Date : { $date }, { $time } UTC
signature-reason = Motif : { $reason }
signature-reason-default = Recommandation approuvée
signature-unknown = inconnu
signature-line-signer = Signataire : { $signer }
signature-line-time = Signé (selon le signataire) : { $date }, { $time } UTC
signature-line-time-unknown = Signé : sans indication d'heure
signature-line-reason = Motif : { $reason }
signature-intact-yes = Intact : oui
signature-intact-changed = Intact : non, le document a été modifié après la signature
signature-intact-invalid = Intact : non, la signature ne correspond pas à son certificat
signature-intact-unreadable = Intact : non, la signature ne peut pas être vérifiée : { $reason }
signature-covers-yes = Couvre tout le document : oui
signature-covers-no = Couvre tout le document : non, { $bytes ->
    [one] { $bytes } octet a été ajouté
   *[other] { $bytes } octets ont été ajoutés
} après la signature ({ $changes })
signature-covers-unknown = Couvre tout le document : inconnu
signature-changes-none = aucune page modifiée
signature-changes-pages = pages modifiées : { $pages }
signature-changes-fields = champs de signature visibles ajoutés ou modifiés aux pages { $pages }, dessinés par-dessus le contenu signé ; rien d’autre n’a changé sur les pages
signature-rewritten = les données de la signature elle-même (nom, motif, lieu ou heure) ont été remplacées après la signature ; ce qui est affiché est ce qui a été signé
signature-changes-unknown = modifications inconnues : { $reason }
signature-trust-yes = De confiance : oui, le certificat remonte à { $anchor }
signature-trust-no = De confiance : non, { $reason }
signature-trust-unchecked = De confiance : non vérifié (aucune ancre de confiance donnée)

## Parties d’une ligne

offer-line = { $offer } : prix { $price } ; frais hors prix : { $charges }
offer-heading = { $offer } · { $billing }
list-separator = {"\u202F; "}

## Noms des options

option-rent = { $offer }, { $model ->
    [on_demand_always] à la demande, alloué en permanence
    [on_demand_stopped] à la demande, arrêté hors utilisation
    [savings_plan] Savings Plan{ $term ->
        [0] {""}
        [one] , 1 an
       *[other] , { $term } ans
    }{ $payment ->
        [partial_upfront] , paiement initial partiel
        [all_upfront] , paiement initial total
        [no_upfront] , sans paiement initial
       *[none] {""}
    }
    [capacity_reservation] réservation de capacité
    [capacity_block] blocs de capacité
    [reserved] instances réservées{ $term ->
        [0] {""}
        [one] , 1 an
       *[other] , { $term } ans
    }{ $payment ->
        [partial_upfront] , paiement initial partiel
        [all_upfront] , paiement initial total
        [no_upfront] , sans paiement initial
       *[none] {""}
    }, taux effectif
    [monthly_billed] facturé au mois{ $months ->
        [0] {""}
        [one] , engagement de 1 mois
       *[other] , engagement de { $months } mois
    }
   *[spot_batch] spot pour le batch, à la demande pour l’interactif
}
option-hybrid = Hybride : { $gpus ->
    [one] { $gpus } GPU en propre
   *[other] { $gpus } GPU en propre
} ({ $own }), pointes chez { $rent }
option-hybrid-plain = Hybride : { $own } pour la charge de base, { $rent } pour les pointes
appendix-rate-on-demand = le tarif à la demande
appendix-assumed = { $value } (supposé : aucune offre ne l’indique)
appendix-offer-withdrawn = retirée du catalogue
appendix-offer-departed = le dossier retient { $amount } à la place, saisi par l’analyste

## Lettres des options et termes du fournisseur

# La lettre d’une option devant son nom, là où le nom accompagne les courbes d’un graphique.
option-keyed = { $key } · { $option }
sensitivity-key = Chaque courbe se termine par la lettre de son option ; la légende sous le graphique donne le nom complet de chaque option.
# Le nom qu’un fournisseur donne à un lieu (sa région), cité comme ses propres termes.
provider-words = «{"\u00A0"}{ $words }{"\u00A0"}»
