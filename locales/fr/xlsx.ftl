# Le classeur XLSX (crates/xlsx) : noms des feuilles, en-têtes de colonnes et libellés. Un
# nom de feuille compte au plus 31 caractères, sans [ ] : * ? / \. Les lignes de coût et les
# noms des options viennent de report.ftl.

xlsx-sheet-inputs = Données d’entrée
xlsx-sheet-profile = Profil
xlsx-sheet-tco = TCO
xlsx-sheet-offers = Offres
xlsx-sheet-checklist = Liste de contrôle
xlsx-sheet-cashflows = Flux de trésorerie

xlsx-col-input = Donnée
xlsx-col-value = Valeur
xlsx-col-unit = Unité
xlsx-col-converted = Dans la devise du dossier
xlsx-col-name = Nom dans les formules
xlsx-col-note = Source ou remarque
xlsx-col-item = Poste
xlsx-col-formula = Classeur (formule)
xlsx-col-gpucase = gpucase
xlsx-col-option = Option

xlsx-unit-years = ans
xlsx-unit-months = mois
xlsx-unit-days = jours
xlsx-unit-hours = h
xlsx-unit-minutes = min
xlsx-unit-hours-month = h/mois
xlsx-unit-gb-month = Go/mois
xlsx-unit-instance-hours = h d’instance

xlsx-computed = calculé par gpucase
xlsx-computed-hybrid = calculé par gpucase : le nombre de GPU en propre au total le plus bas (modifiez-le pour voir le coût à un autre nombre)
xlsx-computed-growth = calculé par gpucase : la demande croît chaque année ; chaque chiffre est celui de gpucase, année par année
xlsx-lot = Instances réservées au début de l’année { $year } (un lot avec ses propres durées)
xlsx-grown-years = chaque poste courant est la part de chaque année de son bloc de l’option sur la feuille « TCO par année » (Σ année × 12 × (1 + variation)^(année − 1) / poids : la moyenne des années quand le prix ne change pas) ; un coût unique et ce qui reste dû après l’horizon sont ceux de la dernière année
xlsx-sheet-tco-years = TCO par année
xlsx-year-block = { $option } : l’horizon à la demande de l’année { $year }
xlsx-sheet-profile-year = Profil année { $year }
xlsx-profile-year-title = Profil horaire de l’année { $year } : la demande de l’année 1 accrue de (1 + croissance)^(année − 1), arrondie au GPU ou à la réplique entière supérieure
xlsx-profile-factor = Ce par quoi la demande de l’année 1 est multipliée cette année
xlsx-in-measured-busy = Part occupée d’une réplique productive, mesurée (activité SM moyenne ; 1 sans métriques) : la demande croît d’abord dans le reste
xlsx-computed-exchange = calculé par gpucase : chaque paiement en autre devise au taux donné pour l’année où il est payé, moins le même au taux d’aujourd’hui ; la feuille des flux l’ajoute mois par mois
xlsx-chosen-stage = Étape choisie par gpucase : mois { $month }, { $cards } cartes et { $servers } serveurs ajoutés
xlsx-chosen-month = Son mois
xlsx-chosen-cards = Ses cartes ajoutées
xlsx-chosen-servers = Ses serveurs ajoutés
xlsx-unknown = inconnu
xlsx-no-upper-bound = sans plafond
xlsx-no-offers = Aucune offre n’est présélectionnée dans ce dossier.
xlsx-starts-derived = d’après les périodes d’inactivité du profil

xlsx-in-case-id = Identifiant du dossier
xlsx-in-currency = Devise du dossier
xlsx-in-horizon = Horizon de comparaison
xlsx-in-discount-rate = Taux d’actualisation par an (0,08 = 8 %)
xlsx-in-tax-rate = Impôt sur les bénéfices (0,30 = 30 %)
xlsx-in-tax-depreciation-years = Amortissement fiscal des serveurs en propre (linéaire)
xlsx-in-spares = Serveurs ou instances de réserve au-delà de la pointe (1 = N+1)
xlsx-in-rent-staff-hours = Heures de personnel par mois et instance louée
xlsx-in-second-stack-hours = Heures de personnel par mois pour deux piles (hybride)
xlsx-in-staff-hour-rate = Taux d’une telle heure de personnel
xlsx-in-rent-change = Variation annuelle des tarifs de location non fixés par un engagement (-0,10 = 10 % de moins par an)
xlsx-in-electricity-change = Variation annuelle du prix de l’électricité
xlsx-in-rent-weights = Tarifs de location : mois pondérés par le prix de leur année
xlsx-in-rent-factor = Tarifs de location : moyenne sur l’horizon, rapportée à aujourd’hui
xlsx-in-electricity-weights = Électricité : mois pondérés par le prix de leur année
xlsx-in-electricity-factor = Électricité : moyenne sur l’horizon, rapportée à aujourd’hui
xlsx-in-hours-per-year = Heures par an
xlsx-in-months = Mois de l’horizon
xlsx-in-hours-in-period = Heures de la période du profil
xlsx-in-periods = Périodes du profil dans l’horizon
xlsx-in-productive-gpu-hours = Heures GPU productives par période
xlsx-in-rates = Taux de change
xlsx-in-rate = { $from } en { $to }
xlsx-in-rate-year = { $from } en { $to }, année { $year }
xlsx-in-factor = Facteur de { $from } en { $to }
xlsx-in-workload = Charge de travail
xlsx-in-fleet-gpus = GPU sur lesquels tourne le service
xlsx-in-replica-gpus = GPU sur lesquels tourne une réplique du modèle, dans le parc que compte le profil
xlsx-in-replica-memory = Mémoire GPU dont une réplique a besoin au total (capacité comptée en répliques servies)
xlsx-in-gpu-memory = Mémoire par GPU
xlsx-in-gpu-memory-unknown = Mémoire par GPU non indiquée : une réplique est comptée sur autant de GPU que dans le parc du profil, et l’option n’est pas éligible
xlsx-in-gpus-per-replica = GPU sur lesquels une réplique tourne ici (le moins possible, une puissance de deux, dont la mémoire la contient)
xlsx-in-storage = Stockage persistant
xlsx-in-egress = Trafic sortant vers Internet par mois
xlsx-in-growth = Croissance annuelle de la demande à partir de la 2e année (0,30 = 30 % de plus par an)
xlsx-in-schedule = Planning dont découle le profil
xlsx-in-measured = Le profil provient des métriques importées ; le planning ci-dessous n’est pas utilisé.
xlsx-in-period = Période
xlsx-period-generic = mois moyen : { $hours } h, { $workdays } jours ouvrés
xlsx-period-calendar = { $month } ({ $zone })
xlsx-window = { $kind ->
    [interactive] interactif
   *[batch] batch
}, { $days ->
    [workdays] jours ouvrés
    [weekends] week-ends
   *[every_day] tous les jours
}, de { $start } h à { $end } h, { $gpus } GPU
xlsx-in-own = Serveurs en propre : { $label }
xlsx-in-rent = En location : { $label }
xlsx-in-id = Identifiant
xlsx-in-provider = Fournisseur
xlsx-in-gpus = GPU
xlsx-in-purchase = Prix d’achat
xlsx-in-licences = Licences logicielles par an
xlsx-in-power = Puissance électrique moyenne
xlsx-in-pue = PUE du site
xlsx-in-kwh = Prix de l’électricité par kWh
xlsx-in-colocation = Espace en baie ou colocation par mois
xlsx-in-bandwidth = Transit IP ou liaison montante par serveur et par mois
xlsx-in-support = Support matériel par an
xlsx-in-operating-hours = Temps de personnel pour l’exploitation
xlsx-in-operating-rate = Taux horaire du personnel
xlsx-in-service-life = Durée d’utilisation
xlsx-in-residual = Valeur résiduelle en fin de durée d’utilisation
xlsx-in-depreciation-years = Amortissement jusqu’à la valeur résiduelle, pour la valeur en fin d’horizon
xlsx-in-resale-share = Revente en fin d’horizon, part du prix d’achat (0,30 = 30 %)
xlsx-in-slots = Emplacements GPU par serveur
xlsx-in-card-price = Prix d'une carte supplémentaire
xlsx-in-card-power = Puissance absorbée d'une carte supplémentaire
xlsx-in-card-residual = Valeur résiduelle d'une carte supplémentaire
xlsx-in-stage-month = Étape { $stage } : achetée au mois
xlsx-in-stage-cards = Étape { $stage } : cartes ajoutées
xlsx-in-stage-servers = Étape { $stage } : serveurs ajoutés
xlsx-in-stage-purchase = Étape { $stage } : prix payé
xlsx-stage = Étape { $stage } : { $item }
xlsx-in-gpus-per-instance = GPU par instance
xlsx-in-on-demand = Tarif à la demande par heure d’instance
xlsx-in-boot = Temps de démarrage par lancement
xlsx-in-model-load = Temps de chargement du modèle par lancement
xlsx-in-restart-hours = Heures par lancement (démarrage et chargement du modèle)
xlsx-in-storage-price = Stockage par Go et par mois
xlsx-in-tier-up-to = Palier { $tier } du trafic sortant : jusqu’à
xlsx-in-tier-price = Palier { $tier } du trafic sortant : prix par Go
xlsx-in-ipv4 = Adresse IPv4 publique par mois
xlsx-in-setup = Frais de mise en service uniques
xlsx-in-support-plan = Plan de support par mois
xlsx-in-support-share = Plan de support en part du calcul
xlsx-model = Modèle tarifaire : { $model ->
    [on_demand_always] à la demande, allouée à chaque heure
    [on_demand_stopped] à la demande, arrêtée en cas d’inactivité
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
    [reserved] instances réservées, taux effectif
    [monthly_billed] facturé au mois
   *[spot_batch] spot pour le batch, à la demande pour l’interactif
}
xlsx-in-starts-per-day = Lancements par jour d’activité
xlsx-in-term = Durée d’engagement
xlsx-in-plan-rate = Tarif par heure d’instance dans le plan
xlsx-in-commitment = Engagement par heure
xlsx-in-usage = Instances dans le plan
xlsx-usage = { $usage ->
    [always] allouées à chaque heure
   *[stopped_when_idle] arrêtées en cas d’inactivité
}
xlsx-in-payment = Paiement
xlsx-payment = { $payment ->
    [partial_upfront] paiement initial partiel : la moitié de l’engagement de chaque durée à son début, le reste au mois
    [all_upfront] paiement initial total : tout l’engagement de chaque durée à son début
   *[no_upfront] sans paiement initial : l’engagement au mois
}
xlsx-in-upfront-share = Part de l’engagement de chaque durée payée à son début
xlsx-upfront-per-term = Payé au début de chaque durée (part de l’engagement)
xlsx-in-reserved = Instances réservées
xlsx-in-reserved-rate = Tarif par heure d’instance réservée
xlsx-in-upfront = Paiement initial par instance et par durée
xlsx-in-monthly-price = Prix par instance et par mois
xlsx-in-block-days = Durée d’un bloc
xlsx-in-block-rate = Tarif par heure d’instance dans un bloc
xlsx-in-spot-rate = Tarif spot par heure d’instance
xlsx-in-interruption = Heures perdues en interruptions (part)
xlsx-in-hybrid = Hybride
xlsx-in-hybrid-own = Devis de serveurs en propre (charge de base)
xlsx-in-hybrid-rent = Offre de location pour les pointes
xlsx-in-hybrid-own-gpus = GPU en propre dans l’option hybride

xlsx-profile-title = Profil de charge horaire : une ligne par heure de la période, répétée sur l’horizon
xlsx-profile-hours = Heures de la période
xlsx-profile-productive-hours = Heures avec au moins un GPU productif
xlsx-profile-productive-gpu-hours = Heures GPU productives
xlsx-profile-peak = Nombre maximal de GPU productifs en une heure
xlsx-profile-share = Part productive
xlsx-profile-hour = Heure
xlsx-profile-day = Jour
xlsx-profile-weekday = Jour de la semaine (0 = lundi)
xlsx-profile-local-hour = Heure locale
xlsx-profile-workday = Jour ouvré (1 = oui)
xlsx-profile-productive = GPU productifs
xlsx-profile-batch = dont batch
xlsx-profile-queued = En file d’attente (GPU)
xlsx-profile-own-served = GPU servis par { $id }
xlsx-profile-instances = Instances nécessaires, { $id }
xlsx-profile-batch-instances = Instances batch, { $id }
xlsx-profile-interactive-instances = Instances interactives, { $id }
xlsx-profile-stopped-billed = Heures d’instance facturées avec arrêt en cas d’inactivité, { $id } (calculé par gpucase)
xlsx-profile-hybrid-above = Hybride : GPU au-delà du nombre en propre
xlsx-profile-hybrid-instances = Hybride : instances louées

xlsx-starts = Lancements par période
xlsx-kept-running = Heures d’inactivité maintenues en marche (plus courtes qu’un redémarrage, ou plus de lancement ce jour-là)
xlsx-spot-starts = Lancements spot par période
xlsx-spot-kept-running = Heures spot d’inactivité maintenues en marche (intervalle plus court qu’un redémarrage)
xlsx-blocks = Blocs de capacité réservés sur l’horizon (une instance chacun)
xlsx-hybrid-table = Part louée pour chaque nombre de GPU en propre
xlsx-rented-instance-hours = Heures d’instance louées par période
xlsx-total = Total sur l’horizon
xlsx-billed = Heures GPU facturées ou disponibles par période
xlsx-productive-period = Heures GPU productives servies par période
xlsx-productive-horizon = Heures GPU productives sur l’horizon
xlsx-cost-per-productive = Coût par heure GPU productive

xlsx-offer-provider = Fournisseur
xlsx-offer-id = Offre
xlsx-offer-gpu = GPU
xlsx-offer-gpus = GPU
xlsx-offer-isolation = Isolation
xlsx-offer-allocation = Allocation du GPU
xlsx-offer-host-status = Statut de l’hôte
xlsx-offer-location = Emplacement
xlsx-offer-price = Prix
xlsx-offer-currency = Devise
xlsx-offer-period = Par
xlsx-offer-model = Modèle tarifaire
xlsx-offer-charges = Frais hors prix
xlsx-offer-price-date = Prix relevé le
xlsx-offer-source = Source

xlsx-check-offer = Offre
xlsx-check-question = Question
xlsx-check-answer = Réponse
xlsx-check-source = Source
xlsx-check-contradictions = Contredit par
xlsx-not-eligible = Non admissible selon les exigences du dossier

xlsx-cf-month = Mois (0 = maintenant ; coûts d’un mois payés à sa fin)
xlsx-cf-present-value = Valeur actuelle au taux d’actualisation
xlsx-cf-present-value-after-tax = Valeur actuelle au taux d’actualisation, après impôt
xlsx-cf-after-tax = { $option } après impôt
xlsx-cf-nominal = Total nominal
