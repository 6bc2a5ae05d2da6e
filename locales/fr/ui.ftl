# gpucase desktop UI, French. Same ids and variables as locales/en/ui.ftl.
# Terms follow the French source article (../shared/seeds) where it has them: offre,
# fournisseur, hôte, isolation, allocation du GPU, part, conteneur, bare metal, vérifié,
# frais d’installation, facturé; for cost terms: heure GPU productive, part productive,
# coût du cycle de vie, durée d’utilisation, réservation de capacité, bloc de capacité,
# frais de changement de fournisseur. Address: "vous". Typography: no-break space before
# ":" and inside « », narrow no-break space before ";", "?" and "!".

## Language
language-name = Français
language-picker = Langue

## Library
library-title = Dossiers
library-tagline = Louer ou acheter de la capacité GPU pour une inférence régulière : chaque option par heure GPU productive.
library-new-example = Nouveau dossier à partir de l’exemple
library-new-blank = Nouveau dossier vide
library-new-case = Nouveau dossier…
new-case-title = Nouveau dossier
new-case-id = Identifiant (lettres, chiffres, -, _ et .)
new-case-name = Nom
new-case-currency = Devise des résultats
new-case-horizon = Années sur lesquelles comparer les options
new-case-template = Charge de travail de départ
new-case-template-office-hours = Heures de bureau : jours ouvrés 08:00–18:00
new-case-template-around-the-clock = Jour et nuit : tous les jours, toute la journée
new-case-template-office-and-nightly-batch = Heures de bureau et un traitement nocturne : jours ouvrés 08:00–18:00 et 01:00–05:00
new-case-gpus = GPU que la charge de travail occupe
new-case-create = Créer le dossier
new-case-cancel = Annuler
library-open-file = Ouvrir un fichier .gpucase…
library-drop-hint = Ou déposez un fichier .gpucase n’importe où dans cette fenêtre.
library-recent = Dossiers récents
library-empty = Aucun dossier enregistré pour l’instant. Partez de l’exemple ou ouvrez un fichier.
library-case-meta = version { $version }, enregistrée le { $updated } UTC
file-filter = Dossier gpucase
csv-filter = Fichier CSV

## Workspace
workflow = Étapes
section-workload = Charge de travail
section-offers = Offres
section-metrics = Métriques
section-tco = TCO
section-checklist = Checklist
section-decision = Décision
section-report = Rapport
save = Enregistrer
save-as = Enregistrer sous…
history = Historique
shortcut-save = Enregistrer (Ctrl+S)
state-computing = Calcul en cours…
state-unsaved = Modifications non enregistrées
state-saved = Enregistré en version { $version }
state-not-stored = Pas encore enregistré dans les dossiers
dismiss = Fermer
remove = Retirer
notice-error = Action impossible : { $message }
notice-saved = Enregistré en version { $version }.
notice-written = Enregistré sous { $path }.
history-empty = Ce dossier n’a encore aucune version enregistrée.
history-version = Version
history-saved-at = Date d’enregistrement (UTC)
history-saved-by = Par
history-unknown-author = inconnu
history-open = Ouvrir
library-location-local = Base locale : { $path }
library-location-team = Base d’équipe : { $url } (rôle { $role })
library-use-local = Utiliser la base locale
library-use-team = Utiliser la base d’équipe
team-connect = Se connecter à une base d’équipe
team-url = URL du serveur
team-url-hint = postgres://UTILISATEUR@HÔTE:5432/BASE, sans le mot de passe. Ajoutez ?sslmode=verify-full pour exiger TLS avec un certificat vérifié.
team-password = Mot de passe
team-local-catalog = Garder le catalogue d’offres dans la base locale
team-connect-go = Se connecter
team-connect-cancel = Annuler
team-password-not-kept = Connecté. Le trousseau du système n’a pas pu conserver le mot de passe, il sera redemandé : { $reason }
library-copy-to-local = Copier dans la base locale
library-copy-to-team = Copier dans la base d’équipe
library-copied-to-local = « { $name } » a été copié avec toutes ses versions dans la base locale.
library-copied-to-team = « { $name } » a été copié avec toutes ses versions dans la base d’équipe.
history-role = Rôle
history-approval = Approbation
history-approved = Approuvé par { $who } le { $when } UTC
history-approve = Approuver
history-approve-version = Approuver la version { $version }
stale-hint = Rien n’a été enregistré. Comparez vos modifications non enregistrées avec la version de votre collègue, ou enregistrez-les en nouvelle version par-dessus.
stale-compare = Comparer
stale-save-on-top = Enregistrer par-dessus

## Workload
workload-case = Dossier et charge de travail
workload-windows = Plages productives
workload-add-window = Ajouter une plage
workload-new-window = Nouvelle plage
workload-profile = Profil de la période
field-case-name = Nom du dossier
field-fleet-gpus = GPU en pointe
field-period = Période
period-generic-month = Mois moyen (730 h)
period-calendar-month = Mois calendaire dans un fuseau horaire
field-period-hours = Heures de la période
field-workdays = Jours ouvrés
field-month = Mois (AAAA-MM)
field-time-zone = Fuseau horaire (IANA)
field-storage-gb = Stockage persistant (Go)
field-egress-gb = Trafic sortant par mois (Go)
window-name = Nom
window-kind = Type
window-kind-interactive = Interactif
window-kind-batch = Batch
window-days = Jours
days-workdays = Jours ouvrés
days-weekends = Week-ends
days-every-day = Tous les jours
window-start = Début
window-end = Fin
window-gpus = GPU
window-remove = Supprimer la plage
figure-hours-in-period = Heures de la période
figure-productive-hours = Heures productives
figure-productive-gpu-hours = Heures GPU productives
figure-productive-share = Part productive
week-title = GPU productifs au fil de la semaine
week-cell = { $day } { $hour } h, { $gpus } GPU
day-mon = lun.
day-tue = mar.
day-wed = mer.
day-thu = jeu.
day-fri = ven.
day-sat = sam.
day-sun = dim.

## TCO inputs
settings-title = Comparaison
field-currency = Devise des résultats
field-horizon-years = Horizon (années)
field-exchange-rate = Taux { $from } → { $to }
field-exchange-rate-year = Taux { $from } → { $to }, année { $year }
field-rate-source = Source du taux
button-add-year-rate = Ajouter un taux { $from } → { $to } pour une année ultérieure
button-remove-year-rate = Retirer le taux de l’année { $year }
field-rate-date = Date du taux
field-hybrid = Hybride
hybrid-none = Pas d’hybride
own-quote = En propre
own-new-label = Nouveau devis de serveur en propre
add-own-quote = Ajouter un devis de serveur en propre
import-own-quotes = Importer des devis de serveurs en propre (CSV)…
tco-export-xlsx = Exporter vers Excel (XLSX)…
tco-xlsx-filter = Classeur Excel
field-label = Libellé
field-gpus = GPU
field-purchase = Prix d’achat
field-licences-per-year = Licences par an
field-power-kw = Puissance moyenne (kW)
field-pue = PUE
field-kwh-price = Prix du kWh
field-colocation-per-month = Colocation par mois
field-support-per-year = Support par an
field-operating-hours = Heures d’exploitation par mois
field-operating-rate = Taux horaire d’exploitation
field-service-life = Durée d’utilisation (années)
field-residual-value = Valeur résiduelle
field-value-at-horizon = Valeur en fin d’horizon
value-basis-book = Valeur comptable sur la durée d’utilisation
value-basis-depreciation = Valeur comptable sur une durée d’amortissement
value-basis-resale = Revente estimée
field-depreciation-years = Durée d’amortissement (ans)
field-resale-share = Revente, part du prix d’achat (0,30 = 30 %)
field-source = Source des chiffres
field-gpu-memory = Mémoire par GPU (Go)
field-bandwidth-per-month = Transit IP ou liaison montante par serveur et par mois ({ $currency })
field-billed-in-advance = Facturé au début de chaque mois (d’avance), non à la fin
unknown-placeholder = non indiqué
field-interconnect = Interconnexion des GPU
field-domain-gpus = GPU dans un domaine NVLink
interconnect-unknown = non indiquée
interconnect-sxm = SXM avec NVSwitch
interconnect-nvl = ponts NVL (cartes PCIe)
interconnect-pcie = PCIe sans NVLink
field-free-slots = Le serveur a des emplacements GPU libres
field-slots = Emplacements GPU par serveur
field-card-price = Prix d'une carte supplémentaire
field-card-power = Puissance d'une carte supplémentaire (kW)
field-card-residual = Valeur résiduelle d'une carte supplémentaire
stage-title = Étape { $stage } : achat ultérieur
field-stage-month = Mois de l'horizon
field-stage-cards = Cartes ajoutées
field-stage-servers = Serveurs ajoutés
field-stage-purchase = Prix payé
add-stage = Ajouter un achat ultérieur
field-discount-rate = Taux d'actualisation par an (%)
discount-none = aucun : montants nominaux
field-tax-rate = Impôt sur les bénéfices (%)
field-tax-depreciation-years = Amortissement fiscal des serveurs en propre (années)
tax-none = aucun : valeurs actuelles avant impôt
field-rent-change = Variation des tarifs de location par an (%)
field-electricity-change = Variation du prix de l'électricité par an (%)
field-rent-staff-hours = Heures de personnel par mois et instance louée
field-second-stack-hours = Heures de personnel par mois pour deux piles (hybride)
field-staff-hour-rate = Taux d’une telle heure de personnel ({ $currency })
staff-none = aucune
price-change-none = aucune : prix d'aujourd'hui
field-demand-growth = Croissance de la demande par an (%)
demand-growth-none = aucune : la même demande chaque année
rent-offer = Location
rent-new-label = Nouvelle offre de location
add-rent-offer = Ajouter une offre de location
field-provider = Fournisseur
field-gpus-per-instance = GPU par instance
field-on-demand-rate = À la demande, par heure d’instance
field-boot-minutes = Démarrage (minutes)
field-model-load-minutes = Chargement du modèle (minutes)
charges = Frais en dehors du prix horaire
field-storage-per-gb-month = Stockage par Go et par mois
field-ipv4-per-month = IPv4 par mois
field-setup-fee = Frais d’installation
field-support-per-month = Offre de support par mois
field-support-share = Support en part du coût de calcul
field-egress-tier = Trafic sortant par Go jusqu’à { $gb } Go
field-egress-tier-rest = Trafic sortant par Go au-delà
pricing-models = Modèles tarifaires
add-pricing-model = Ajouter un modèle tarifaire
model-on_demand_always = À la demande, alloué en permanence
model-on_demand_stopped = À la demande, arrêté hors utilisation
model-savings_plan = Savings Plan
model-capacity_reservation = Réservation de capacité
model-capacity_block = Blocs de capacité
model-spot_batch = Spot pour le batch, à la demande pour l’interactif
model-reserved = Instances réservées, taux effectif
model-monthly_billed = Facturé au mois
field-term-years = Durée d’engagement (années)
field-plan-rate = Tarif Savings Plan par heure d’instance
field-reserved-rate = Tarif par heure d’instance réservée
field-upfront = Paiement initial par instance et par durée
field-monthly-price = Prix par instance et par mois
rent-from-offers = Prix lus dans
rent-assumed = Supposé : aucune offre ne l’indique ; saisissez votre valeur
rent-withdrawn = retirée du catalogue
rent-departed = Le dossier retient { $amount } à la place : modifié par vous
field-commitment = Engagement par heure
field-payment = Paiement
payment-no_upfront = Sans paiement initial : l’engagement au mois
payment-partial_upfront = Paiement initial partiel : la moitié de l’engagement de chaque durée à son début
payment-all_upfront = Paiement initial total : l’engagement de chaque durée à son début
field-reserved-instances = Instances réservées
field-block-days = Durée du bloc (jours)
field-block-rate = Tarif du bloc par heure d’instance
field-spot-rate = Tarif spot par heure d’instance
field-interruption-overhead = Surcoût des interruptions (part)

## TCO results
results-title = Comparaison sur { $years ->
    [one] { $years } an
   *[other] { $years } ans
}
results-recommendation = Le moins cher par heure GPU productive : { $option }, à { $cost } par heure GPU productive et { $total } au total.
results-not-eligible = non admissible
results-nothing-to-compare = Ajoutez un devis de serveur en propre ou une offre de location pour comparer.
column-option = Option
column-total = Total
column-present-value = Valeur actuelle à { $rate } par an
column-present-value-after-tax = Valeur actuelle à { $rate } par an après impôt
column-billed = Heures GPU facturées / période
column-productive = Heures GPU productives / période
column-per-productive-hour = Par heure GPU productive
column-pv-per-productive-hour = Valeur actuelle par heure GPU productive
results-ranked-present-value = Classement par valeur actuelle par heure GPU productive au taux d’actualisation de { $rate }.
results-ranked-nominal = Classement par coût par heure GPU productive ; le cas ne donne pas de taux d’actualisation.
column-actions = Actions
cheapest = le moins cher

break-even-title = Point d’équilibre face au serveur en propre
break-even-below = { $option } est moins cher que { $own } en dessous d’une part productive de { $share }.
break-even-own-always = { $own } est moins cher que { $option } quelle que soit la part productive.
break-even-rent-always = { $option } est moins cher que { $own } quelle que soit la part productive.
break-even-cancels = { $option } reste alloué à chaque heure, la part productive s’annule donc : le serveur en propre coûte { $own } par heure GPU de durée d’utilisation, la location { $rent } par heure GPU facturée.
chart-title = Coût par heure GPU productive selon la part productive
chart-caption = Les coûts fixes demeurent, les coûts d’usage suivent la part ; la part actuelle est de { $share }. Les croix marquent les points d’équilibre sur la courbe du serveur en propre.
chart-share = Part productive
chart-cost = { $currency } par heure GPU productive (échelle logarithmique)
chart-break-even = Point d’équilibre avec le serveur en propre

## Theme
theme-toggle = Basculer entre thème clair et thème sombre
theme-dark = Thème sombre
theme-light = Thème clair

## Offers
offers-refresh-offline = Actualiser depuis les réponses enregistrées
offers-refresh-live = Actualiser en direct
offers-refreshing = Exécution des plugins fournisseurs…
offers-refreshing-step = { $done } sur { $total } plugins · { $step }
offers-cancel = Annuler
offers-import-csv = Importer des offres (CSV)…
offers-enter = Saisir une offre
offers-remove = Retirer
entry-offer_id = Identifiant de l’offre
entry-source = Source (URL ou référence du devis)
entry-quoted_on = Date du devis
entry-gpu = GPU selon l’offre
entry-gpus = GPU
entry-vram_gb = Go par GPU
entry-country = Pays (code ISO)
entry-price = Prix
entry-currency = Devise
entry-period = Par
entry-period-hour = heure
entry-period-month = mois
entry-pricing_model = Modèle tarifaire
entry-allocation_share = Part du GPU (0–1)
entry-not-stated = Non indiqué (inconnu)
entry-add = Ajouter au catalogue
entry-cancel = Annuler
offers-cancelling = Annulation…
offers-count = { $count ->
    [one] { $count } offre
   *[other] { $count } offres
}, { $shortlisted } en présélection dans ce dossier
offers-refresh-skipped-items = Afficher les éléments ignorés
offers-refresh-done = { $plugin } : { $added ->
    [one] { $added } nouvelle
   *[other] { $added } nouvelles
}, { $changed ->
    [one] { $changed } modifiée
   *[other] { $changed } modifiées
}, { $unchanged ->
    [one] { $unchanged } inchangée
   *[other] { $unchanged } inchangées
}, { $withdrawn ->
    [one] { $withdrawn } retirée
   *[other] { $withdrawn } retirées
}, { $refused ->
    [one] { $refused } refusée
   *[other] { $refused } refusées
}
offers-refresh-failed = { $plugin } : échec, ses dernières offres sont conservées : { $error }
offers-filter-gpu = Modèle de GPU
offers-filter-vram = Go min. par GPU
offers-filter-isolation = Isolation
offers-filter-allocation = Allocation du GPU
offers-filter-max-hourly = Max. par heure
offers-filter-eu = UE/EEE uniquement
offers-filter-verified = Hôtes vérifiés ou propriété du fournisseur uniquement
offers-any = tous
offers-col-provider = Fournisseur / offre
offers-col-gpu = GPU
offers-col-isolation = Isolation
offers-col-allocation = Allocation
offers-col-host = Hôte
offers-col-location = Localisation
offers-col-hourly = Par heure
offers-col-monthly = Par mois, frais annexes compris
offers-monthly-hint = Une instance réservée chaque heure d’un mois moyen (730 h), avec le stockage et le trafic ci-dessus, calculée comme dans le TCO : le paiement initial d’une réservation réparti sur sa durée, frais de mise en service exclus.
offers-col-age = Âge du prix
offers-age-today = aujourd’hui
offers-age-days = { $days ->
    [one] il y a { $days } jour
   *[other] il y a { $days } jours
}
offers-commitment-only = vendu seulement avec engagement : aucun prix à la demande ni spot
offers-available = disponible le { $date }
offers-available-count = { $count } libres le { $date }
offers-available-level = stock « { $level } » le { $date }
offers-unavailable = aucune libre le { $date }
offers-second-agrees = { $source } donne le même prix
offers-second-differs = ≠ { $source } : { $price } (lu le { $date })
offers-add-to-case = Ajouter au dossier
offers-shortlisted = présélectionnée
offers-derived-hint = * calculé à partir d’un prix mensuel (prix ÷ 730 h) : cela ne signifie pas que l’offre peut être arrêtée au bout d’une heure. « Par mois, frais annexes compris » ajoute le stockage, le trafic sortant et les frais mensuels du dossier, et répartit le paiement initial d’une réservation sur sa durée ; les frais d’installation ne sont pas inclus.
offers-upfront-hint = Le tarif effectif : le paiement initial réparti sur les heures de la durée et ajouté au prix horaire
isolation-bare_metal = bare metal
isolation-vm = VM
isolation-container = conteneur
isolation-unknown = inconnue
allocation-passthrough = passthrough
allocation-bare_metal = bare metal
allocation-sriov_vf = VF SR-IOV
allocation-vgpu = vGPU
allocation-mig = MIG
allocation-time_slicing = time-slicing
allocation-unknown = inconnue
host-provider_owned = propriété du fournisseur
host-verified = vérifié
host-unverified = non vérifié
host-revoked = vérification retirée
host-unknown = inconnu
offers-col-pricing = Tarification
offers-term = { $months } mois
price-on_demand = à la demande
price-spot = spot
price-interruptible = interruptible
price-reserved = réservé
price-savings_plan = Savings Plan
price-capacity_block = bloc de capacité

## Price history of an offer (components/PriceHistory.svelte)
offers-history = Historique des prix
offers-history-hide = Masquer l’historique
offer-history-title = Historique des prix de { $offer }
offer-history-loading = Lecture de l’historique…
offer-history-latest = Les { $count } dernières observations sur { $total }.
offer-history-chart-label = Prix de { $offer } sur { $count ->
    [one] { $count } observation
   *[other] { $count } observations
} : { $first } le { $firstDate }, { $last } le { $lastDate }
offer-history-unit-hour = Prix par heure tel que l’offre l’indique ; chaque prix vaut jusqu’à l’observation suivante.
offer-history-unit-month = Prix par mois tel que l’offre l’indique ; chaque prix vaut jusqu’à l’observation suivante.
offer-history-left-out = { $count ->
    [one] { $count } observation dans une autre devise ou période est listée, non tracée
   *[other] { $count } observations dans une autre devise ou période sont listées, non tracées
}
offer-history-caption = Chaque changement observé par le catalogue, du plus ancien au plus récent
offer-history-col-observed = Observé (UTC)
offer-history-col-price = Prix
offer-history-col-billing = Facturation
offer-history-col-changes = Ce qui a changé
offer-history-period-hour = par heure
offer-history-period-month = par mois
offer-history-first = première observation
offer-history-oldest-shown = plus ancienne observation affichée
offer-history-again = de nouveau proposée, inchangée
offer-history-change-price = prix { $before } → { $after }
offer-history-change = { $field } : { $before } → { $after }
offer-history-none = aucune valeur
offer-history-withdrawn = Retirée du catalogue le { $date } (UTC).

## Metrics
metrics-time-zone = Fuseau horaire du site (IANA)
metrics-threshold = Seuil d’activité SM
metrics-import = Importer des fichiers de métriques…
metrics-rules-filter = Règles (TOML ou JSON)
metrics-mapping = Règles serveur → GPU…
metrics-mapping-set = Serveurs : { $file }
metrics-schedule = Planning des batchs…
metrics-schedule-set = Batch : { $file }
metrics-file-filter = Exports de métriques
metrics-starting = Ouverture des fichiers…
metrics-reading = { $done } sur { $total } Mo lus
metrics-requests = { $done } sur { $total } requêtes
metrics-server-url = URL Prometheus, Thanos, Mimir ou VictoriaMetrics
metrics-server-from = Du (UTC)
metrics-server-to = Au (UTC)
metrics-server-step = Intervalle de collecte (s)
metrics-server-mode = Échantillons
metrics-mode-auto = Selon la taille du parc
metrics-mode-raw = Bruts, à l’intervalle de collecte
metrics-mode-server_side = Horaires, calculés par le serveur
metrics-fetch = Récupérer depuis le serveur
metrics-server-auth = Identifiants : GPUCASE_PROMETHEUS_TOKEN, ou _USER et _PASSWORD (Identifiants…).
metrics-drop-hint = Ou déposez ici des exports Prometheus, VictoriaMetrics, OpenMetrics ou Grafana (CSV).
metrics-none = Aucune métrique importée : la charge de travail provient du planning. Importez un mois ou une année de séries vLLM et DCGM pour mesurer la part productive au lieu de la supposer.
metrics-share-title = Part productive (mesurée)
metrics-share-detail = { $productive ->
    [one] { $productive } heure GPU sur { $total } a été productive.
   *[other] { $productive } heures GPU sur { $total } ont été productives.
}
metrics-no-data = { $hours ->
    [0] Chaque heure GPU a des données.
    [one] { $hours } heure GPU sans données : comptée à part, jamais comme inactive.
   *[other] { $hours } heures GPU sans données : comptées à part, jamais comme inactives.
}
metrics-period = Depuis le { $first } UTC, { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}, { $gpus } GPU, heure locale { $zone }
metrics-use-as-profile = Utiliser comme profil de charge (le TCO porte sur ces heures)
metrics-remove = Supprimer les métriques
metrics-sm-title = Activité SM pendant les heures productives
metrics-sm-mean = Moyenne
metrics-sm-median = Médiane
metrics-sm-p95 = 95e centile
metrics-sm-high = À 0,8 ou plus
metrics-queue-hours = Heures avec requêtes en attente
metrics-queue-peak = Maximum de requêtes en attente
metrics-queue-gpu-hours = Heures GPU de demande en attente
metrics-quality-title = Qualité des données
metrics-q-series = Séries lues
metrics-q-samples = Échantillons
metrics-q-nan = NaN ou infinis, écartés
metrics-q-duplicates = Doublons, écartés
metrics-q-out-of-order = Hors ordre chronologique
metrics-q-gaps = Trous (échantillons manqués)
metrics-q-mixed = Séries à pas variable
metrics-q-ignored = Autres séries, ignorées
metrics-calendar-title = La période jour par jour
metrics-day = { $date } : { $productive ->
    [one] { $productive } heure GPU productive
   *[other] { $productive } heures GPU productives
} sur { $total }, { $nodata } sans données ({ $hours } h)
metrics-gpus-title = Par GPU
metrics-col-gpu = GPU
metrics-col-model = Modèle
metrics-col-servers = Serveurs vLLM
metrics-col-productive = h productives
metrics-col-no-data = h sans données
metrics-col-share = Part
metrics-col-sm = SM moyen

## Credentials
credentials-button = Identifiants…
credentials-title = Identifiants
credentials-hint = Clés d’API et mots de passe des plugins fournisseurs et du serveur de métriques. Une variable d’environnement du même nom l’emporte ; sinon, gpucase lit le trousseau du système. Les valeurs sont stockées uniquement dans le trousseau, jamais dans un fichier de dossier, et ne sont plus jamais affichées.
credentials-name = Nom
credentials-used-by = Utilisé par
credentials-set = Source
credentials-from-environment = variable d’environnement
credentials-from-keyring = trousseau du système
credentials-keyring-unavailable = non défini (trousseau illisible)
credentials-not-set = non défini
credentials-store = Enregistrer dans le trousseau
credentials-delete = Supprimer

## Probe
probe-title = Vérifier ce qui a été livré : la sonde dans la machine
probe-how = Lancez la sonde dans la machine louée (sh probe.sh > out.txt) : elle ne fait que lire, n’a besoin ni de réseau ni de root, et signale ce qu’elle n’a pas pu lire. Collez sa sortie ci-dessous.
probe-show-script = Afficher le script de la sonde
probe-script = Le script de la sonde (probe.sh)
probe-offer = Comparer avec
probe-no-offer = Aucune offre (analyse seule)
probe-paste = Collez ici la sortie de la sonde
probe-analyse = Analyser
probe-findings = { $count ->
    [0] Par rapport à { $offer } : aucun écart
    [one] Par rapport à { $offer } : { $count } constat
   *[other] Par rapport à { $offer } : { $count } constats
}
probe-no-findings = Ce que montre la machine correspond à ce qu’annonce l’offre.
severity-critical = Critique
severity-warning = Avertissement
severity-info = Remarque
probe-record = Consigner dans la checklist de l’offre
probe-open = Ouvrir un fichier de sortie…
checklist-title = La checklist de l’acheteur
checklist-weighs = Ce qui, dans ce dossier, donne à l’isolation, à l’identité de l’hôte et à sa localisation plus de poids que le prix :
concern-service_24x7 = Le service tourne 24 h/24
concern-gdpr_data = Les données relèvent du RGPD
checklist-empty = Présélectionnez des offres dans l’écran Offres : chacune reçoit ici sa checklist.
question-isolation = VM, conteneur ou bare metal ?
question-gpu_share = GPU entier ou part, quelle technologie, quelle taille ?
question-extra_charges = Qu’est-ce qui est facturé en dehors du prix horaire ?
question-host_and_location = À qui appartient la machine, et où se trouve-t-elle ?
question-billing = Facturation à l’heure ou au mois ?
source-offer = selon l’offre (lue le { $date })
source-verified = vérifié par la sonde ({ $date })
source-analyst = déclaré : { $note }
source-analyst-doc = déclaré : { $note } ({ $document })
source-unknown = inconnu : { $reason }
checklist-contradiction = Contredit : { $text }
checklist-state = Renseigner…
checklist-answer = Réponse
checklist-note = Qui l’affirme, ou où c’est écrit
checklist-document = Document (facultatif)
checklist-save-answer = Conserver la réponse

## Report
report-title = Rédiger le rapport
report-intro = La recommandation au format PDF : la comparaison avec ses hypothèses et ses sources, et toutes les données de ce dossier.
report-language = Langue du rapport
report-author = Auteur
report-date = Date du rapport
report-compared = Options comparées dans les tableaux et graphiques
report-sign = Signer avec ma propre clé
report-key-pkcs12 = Fichier PKCS#12 (.p12, .pfx)
report-key-pem = Clé PEM et certificat
report-key-choose = Fichier de clé…
report-key-chosen = Clé : { $file }
report-cert-choose = Certificat…
report-cert-chosen = Certificat : { $file }
report-key-filter = Clés et certificats
report-password = Mot de passe de la clé
report-password-hint = Le mot de passe ne sert qu’à cette signature : il n’est jamais enregistré ni écrit dans le dossier.
report-reason = Motif
report-reason-default = Recommandation approuvée
report-write = Écrire le PDF…
report-writing = Écriture en cours…
report-pdf-filter = Document PDF
report-written = Enregistré sous { $path } ({ $kb } Ko).
report-signed-by = Signé par { $signer }.
report-unsigned = Non signé.
report-preview-title = Aperçu
report-preview-loading = Mise en page en cours…
report-preview-failed = L’aperçu ne peut pas être affiché : { $reason }
report-preview-position = Page { $page } sur { $pages }
report-preview-previous = Précédente
report-preview-next = Suivante
report-preview-pages = Pages du rapport
report-exports-title = Rapports établis à partir de ce dossier
report-exports-loading = Chargement des rapports établis…
report-exports-none = Aucun rapport n’a encore été établi à partir de ce dossier.
report-exports-failed = Impossible d’afficher les rapports établis : { $reason }
report-exports-when = Établi le (UTC)
report-exports-language = Langue
report-exports-date = Date du rapport
report-exports-signer = Signé par
report-exports-hash = SHA-256
report-exports-file = Fichier
report-exports-unsigned = non signé
report-exports-version = de la version { $version }
report-exports-unsaved = de modifications non enregistrées
verify-title = Vérifier un PDF signé
verify-hint = Indique qui a signé et quand, et si le document est exactement celui qui a été signé. Avec le certificat d’une autorité de certification de confiance, vérifie aussi que le certificat du signataire y remonte.
verify-trust-choose = Ancre de confiance (facultatif)…
verify-trust-chosen = Ancre de confiance : { $file }
verify-trust-filter = Certificats PEM
verify-open = Vérifier un PDF signé…
verify-ok = Vérifié : le document est exactement celui qui a été signé.
verify-ok-trusted = Vérifié : le document est exactement celui qui a été signé, par un signataire de confiance.
verify-failed = Non vérifié : voir les constats ci-dessous.
verify-none = { $file } ne contient aucune signature.
verify-signature = Signature { $index }
verify-signer = Signataire
verify-time = Signé (UTC, selon le signataire)
verify-reason = Motif
verify-intact = Intact
verify-whole = Couvre tout le document
verify-trusted = De confiance
verify-yes = oui
verify-unknown = inconnu
verify-intact-changed = non : le document a été modifié après la signature
verify-intact-invalid = non : la signature ne correspond pas à son certificat
verify-intact-unreadable = non : la signature ne peut pas être vérifiée : { $reason }
verify-whole-appended = { $bytes ->
    [one] non : { $bytes } octet a été ajouté après la signature ; { $changes }
   *[other] non : { $bytes } octets ont été ajoutés après la signature ; { $changes }
}
verify-changes-none = aucune page modifiée
verify-changes-pages = pages modifiées : { $pages }
verify-changes-fields = champs de signature visibles ajoutés ou modifiés aux pages { $pages }, dessinés par-dessus le contenu signé ; rien d’autre n’a changé sur les pages
verify-rewritten = les données de la signature elle-même (nom, motif, lieu ou heure) ont été remplacées après la signature ; ce qui est affiché est ce qui a été signé
verify-changes-unknown = modifications inconnues : { $reason }
verify-trust-yes = oui, le certificat remonte à { $anchor }
verify-trust-no = non : { $reason }
verify-trust-unchecked = non vérifié (aucune ancre de confiance donnée)

## Library: search, tags, duplicate, delete, backup, compare
library-search = Rechercher par nom, description, étiquette ou identifiant
library-no-match = Aucun dossier ne correspond à la recherche.
library-tag-add = Ajouter une étiquette
library-tag-remove = Retirer l’étiquette { $tag }
library-duplicate = Dupliquer
library-copy-name = { $name } (copie)
library-delete = Supprimer
library-deleted = « { $name } » a été supprimé.
library-undo = Annuler
library-pick = Comparer
library-pick-hint = Cochez deux dossiers, ou deux versions dans un historique, pour les comparer.
library-compare = Comparer les deux
library-history-title = Versions de « { $name } »
library-copied-from = (copié de { $origin })
library-backup = Sauvegarder les dossiers…
library-restore = Restaurer une sauvegarde…
library-backup-filter = Sauvegarde des dossiers gpucase
library-backed-up = L’ensemble des dossiers a été sauvegardé dans { $file }.
library-restore-confirm = Remplacer l’ensemble des dossiers par la sauvegarde { $file } ? L’état actuel est conservé à côté.
library-restore-go = Remplacer
library-restore-cancel = Conserver l’état actuel
library-restored = { $cases ->
    [one] Sauvegarde restaurée : { $cases } dossier.
   *[other] Sauvegarde restaurée : { $cases } dossiers.
} L’état antérieur est conservé dans { $kept }.
compare-title = { $old } comparé à { $new }
compare-side = { $name }, version { $version }
compare-inputs = Données d’entrée qui diffèrent
compare-no-inputs = Aucune donnée d’entrée ne diffère.
compare-input = Donnée d’entrée
compare-old = Avant
compare-new = Après
compare-change = Écart
compare-change-added = ajoutée
compare-change-removed = retirée
compare-change-changed = modifiée
compare-costs = Coût par heure GPU productive
compare-currencies = Les dossiers sont calculés dans des devises différentes ({ $old } et { $new }) : les coûts sont indiqués, non comparés.
compare-option = Option
compare-only-old = uniquement dans le dossier antérieur
compare-only-new = uniquement dans le dossier ultérieur
compare-direction-up = plus cher
compare-direction-down = moins cher
compare-direction-same = inchangé
compare-direction-unknown = non comparable
compare-recommendation-changed = Recommandation : { $old } → { $new }
compare-recommendation-same = Recommandation inchangée : { $option }
compare-no-recommendation = aucune
compare-hybrid = Hybride : GPU en propre pour la charge de base, louées pour les pointes

## A colleague's scenario file, dropped or opened: what it is before it is stored
library-open-colleague = Ouvrir le fichier d’un collègue…
scenario-title = Fichier d’un collègue : { $name }
scenario-id = Identifiant du dossier
scenario-format = Format
scenario-format-migrated = converti depuis { $from }
scenario-signature = Signature
scenario-unsigned = Non signé : personne ne se porte garant de ce fichier.
scenario-signed = Signé par { $signer } le { $at } UTC
scenario-signed-unnamed = Signé le { $at } UTC avec un certificat sans nom
scenario-intact = Intact : rien n’a été modifié depuis la signature.
scenario-trust-not-checked = Confiance non vérifiée : aucune ancre de confiance n’est définie dans cette application.
scenario-trusted = Digne de confiance via { $anchor }.
scenario-not-trusted = Non digne de confiance : { $reason }
scenario-results = Résultats
scenario-results-match = Les résultats du fichier correspondent au calcul de ce gpucase (fichier calculé par { $by }).
scenario-results-differ = Les résultats du fichier diffèrent du calcul de ce gpucase (fichier calculé par { $by }) :
scenario-results-none = Le fichier ne contient aucun résultat à vérifier (un fichier de dossier, ou un format antérieur).
scenario-target = À l’import
scenario-target-new-case = L’import crée un nouveau dossier.
scenario-target-new-version = L’import enregistre le fichier comme version { $version } du dossier local « { $local } » (actuellement en version { $current }). Rien n’est écrasé.
scenario-import = Importer
scenario-compare = Comparer avec la version locale
scenario-cancel = Annuler
scenario-close = Fermer
scenario-imported-new = Importé comme nouveau dossier « { $name } », version { $version }.
scenario-imported-version = Importé comme version { $version } de « { $name } ».

## The Decision view (ui/src/lib/sections/Decision.svelte)

decision-requirements = Ce dont le service a besoin
decision-requirements-help = Ces indications décident des options qui peuvent être recommandées : une capacité redémarrée ou prise sur le marché spot ne peut pas garantir une réponse dans une plage qui doit répondre sans délai ; des données relevant du RGPD et un service 24 h sur 24 demandent un emplacement dans l’UE, une VM ou du bare metal et un hôte du fournisseur ou vérifié.
decision-must-answer = « { $window } » doit répondre sans délai
decision-min-gpu-memory = Mémoire par GPU dont le modèle a besoin au minimum (Go)
decision-replica-gpus = GPU dont une réplique du modèle a besoin sur une machine (dans le parc que décrit la charge ; vide : aucune exigence)
decision-replica-one-domain = Ses GPU doivent partager un domaine NVLink (parallélisme de tenseurs)
decision-replica-memory = Mémoire GPU dont une réplique a besoin au total (Go ; vide : les GPU sont comptés tels quels)
decision-replica-help = Avec la mémoire de la réplique, la capacité est comptée en répliques servies : chaque option fait tourner une réplique sur aussi peu de ses GPU qu’il en faut pour la contenir (une puissance de deux), de sorte qu’un parc H100 et un parc H200 sont comparés sur le même travail.
decision-spares = Machines de réserve au-delà de la pointe (1 = N+1 ; vide : aucune)
decision-spares-help = Les options en propre achètent les serveurs de réserve ; les options louées qui gardent leur capacité à toute heure gardent les instances de réserve ; celles qui démarrent les instances à l’arrivée du travail n’en gardent aucune et le disent.
decision-title = Décision
decision-none-stated = Aucune exigence n’est indiquée pour ce dossier : la recommandation ne compare que les prix.
decision-stated = Exigences : { $requirements }.
decision-stated-separator = {", "}
decision-recommended = Recommandation : { $option }, à { $cost } par heure GPU productive.
decision-none-eligible = Aucune option ne satisfait aux exigences ; aucune n’est donc recommandée.
decision-eligible = Options admissibles
decision-excluded = Non admissibles
decision-resolved = Levé par l’analyste
decision-note = note : { $note }
decision-take-back = Retirer
decision-resolve-note = Qui a vérifié quoi, et où c’est écrit
decision-resolve = Lever avec cette note
decision-open-questions = Questions encore ouvertes
decision-no-open-questions = Chaque question de la liste de contrôle des offres derrière les options a une réponse.
decision-price-age = Prix relevé
decision-price-typed = saisi à la main
bills-import = Importer des factures (FOCUS)…
bills-gpus = GPU par unité facturée (INSTANCE_OU_SKU=GPU, séparés par des virgules)
bills-file-filter = Exports FOCUS (CSV, CSV gzip, Parquet)
