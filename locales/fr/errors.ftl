# Les textes des messages d'erreur de gpucase, en français. Chaque identifiant est un type
# d'erreur d'une bibliothèque (ou un constat de la validation du noyau) ; gpucase-app
# (error_text) compose les messages à partir d'ici. Les variables nommées $detail
# contiennent le texte d'un analyseur tiers ou du système d'exploitation (serde_json, sqlx,
# jiff, io) : il ne peut pas être traduit et il est reproduit tel quel. Espace insécable
# (U+00A0) avant « : » et dans les guillemets, espace fine insécable (U+202F) avant « ; ».

## Application (gpucase-app AppError)
error-io = { $path } : le fichier ne peut être ni lu ni écrit (message du système : « { $detail } »)
error-too-large = { $path } : { $size } octets, c'est plus que ne peut compter { $kind ->
    [csv] un fichier CSV
    [probe] une sortie de la sonde
    [options] un fichier d'options
   *[case] un fichier de dossier
} ({ $limit } octets au plus)
error-not-utf8 = { $path } : ce n'est pas du texte UTF-8 (octet invalide à la position { $offset }) ; { $kind ->
    [csv] un fichier CSV est du texte UTF-8
    [probe] la sortie de la sonde est du texte UTF-8
    [options] un fichier d'options est en TOML ou JSON
   *[case] un fichier de dossier est en JSON
}
error-not-a-file = { $path } : ce n'est pas un fichier ordinaire (un périphérique, un tube ou un répertoire) ; indiquez un fichier
error-in-file = { $path } : { $reason }
error-case-input = { $path } : { $reason }
error-no-data-dir = cette plateforme n'a pas de répertoire de données : indiquez --store CHEMIN ou définissez GPUCASE_STORE
error-report = le rapport ne peut pas être établi : { $reason }
error-quotes-invalid = { $path } : avec ces devis, le dossier ne serait pas valide : { $field } : { $reason }
error-row-in-file = { $path } : ligne { $line }, colonne { $column } : { $reason }
error-row-in-file-whole = { $path } : ligne { $line } : { $reason }
error-row-entered = l'offre saisie, champ { $column } : { $reason }
error-row-entered-whole = l'offre saisie : { $reason }

## Fichiers de dossier (gpucase-core casefile)
error-case-syntax = ligne { $line }, colonne { $column } : JSON non valide (message de l'analyseur : « { $detail } »)
error-case-field = { $field } (ligne { $line }, colonne { $column }) : la valeur ne correspond pas au champ (message de l'analyseur : « { $detail } »)
error-case-invalid = { $field } (ligne { $line }, colonne { $column }) : { $reason }
error-case-invalid-unplaced = { $field } : { $reason }

## Constats sur un champ (gpucase-core problem)
problem-detail = valeur non valide (message de la bibliothèque : « { $detail } »)
problem-not-empty = ne doit pas être vide
problem-count-expected = un nombre entier, 0 ou plus, est attendu, trouvé : { $found }
problem-date-expected = « { $found } » n'est pas une date : écrivez-la AAAA-MM-JJ (YYYY-MM-DD), un jour du calendrier comme 2027-04-01
problem-amount-without-currency = « { $found } » n'a pas de devise : écrivez-la, par ex. « { $found } EUR »
problem-offer-key-expected = « { $found } » n’est pas la clé d’une offre : attendu FOURNISSEUR/OFFRE, comme `gpucase offers list` l’affiche
problem-unknown-template = « { $found } » n’est pas un modèle de charge de travail : attendu office-hours, around-the-clock ou office-and-nightly-batch
problem-flag-needed = { $flag } est requis : le donner, ou lancer la commande dans un terminal pour qu’elle le demande
problem-at-least = doit valoir au moins { $min }
problem-between = doit être compris entre { $min } et { $max }
problem-growth-beyond-fleet = l'année { $year } demanderait { $gpus } GPU à cette croissance, plus que les 100000 qu'une charge de travail peut compter ; attendu : une croissance plus faible ou un horizon plus court
problem-above-zero = doit être supérieur à zéro
problem-range = doit être compris de { $min } à { $max }
problem-rate-given-twice = donne de nouveau un taux entre { $from } et { $to } : chaque paire de devises une seule fois
problem-year-rate-twice = donne de nouveau un taux pour { $from } en année { $year } : le taux de chaque devise une seule fois par année
problem-year-rate-without-today = est un taux entre { $from } et { $to } pour une année ultérieure, mais le taux d’aujourd’hui entre elles manque : en ajouter un sans année
problem-value-given-twice = est donné à côté de { $other } : la valeur en fin d’horizon est une valeur comptable ou une revente estimée ; laisser l’une vide
problem-pue-below-one = doit valoir 1,0 ou plus
problem-residual-above-purchase = ne doit pas dépasser le prix d'achat
problem-stage-month = doit être un mois après le mois { $after } et au plus tard le dernier mois de l'horizon, le mois { $last }
problem-stage-buys-nothing = une étape d'achat doit ajouter des cartes ou des serveurs
problem-stage-no-free-slots = le devis n'indique aucun emplacement libre (cards.slots) : ajoutez des serveurs, ou indiquez les emplacements et le prix d'une carte
problem-stage-cards-above-slots = seuls { $free } emplacements sont libres à ce moment : ajoutez des serveurs pour plus de cartes
problem-support-share = doit être une part comprise entre 0 et 1 (0.10 = 10 %)
problem-not-in-shortlist = { $offer } ne figure pas sur la liste restreinte
problem-checklist-order = doit répondre une fois à chacune des cinq questions, dans cet ordre : { $order }
problem-no-exchange-rate = aucun taux de change de { $from } vers la devise du dossier { $to } : ajoutez-en un (gpucase case rate ID { $from } { $to } TAUX --date AAAA-MM-JJ, ou les taux de change de l’application)
problem-used-twice = « { $id } » est utilisé deux fois
problem-bad-id = attendu : 1 à 64 lettres, chiffres, « - », « _ » ou « . », trouvé : « { $found } »
problem-tier-unbounded-not-last = seule la dernière tranche peut être illimitée (null)
problem-last-tier-bounded = la dernière tranche doit être illimitée (null) pour que chaque Go ait un prix
problem-tiers-not-ascending = les tranches doivent être classées par up_to_gb croissant
problem-term-years = doit valoir 1 ou 3
problem-block-days = { $days } jours ne peuvent pas être réservés : les blocs durent de 1 à 14 jours par pas de 1 jour ou de 7 à 182 jours par pas de 7 jours
problem-no-own-quote = aucun devis de serveurs en propre ne porte l'identifiant « { $id } »
problem-no-rent-offer = aucune offre de location ne porte l'identifiant « { $id } »
problem-no-offers = nommer au moins une offre
problem-offers-not-one-instance = n'est pas la même instance que { $first } (fournisseur, modèle et nombre de GPU, région) : l'ajouter comme option distincte
problem-offer-price-not-costable = un prix « { $model } » par « { $period } » ne peut pas être chiffré d'après ce que l'offre indique : saisir ce modèle tarifaire à la main
problem-offer-term = la durée d'une réservation doit être de 12 ou 36 mois, trouvé : { $months }
problem-offer-currencies = le paiement initial est en { $charge }, le prix en { $price } : les deux doivent être dans une même devise
problem-spot-needs-on-demand = la capacité spot ne prend que les heures de traitement par lots ; ajouter l'offre à la demande de l'instance pour les heures interactives
problem-offer-not-in-catalog = aucune offre { $offer } dans le catalogue : lancer `gpucase offers refresh`, ou chercher l'identifiant avec `gpucase offers list`
problem-no-window = la charge de travail n’a pas de plage nommée « { $name } » ; ses plages sont { $windows }
problem-offer-withdrawn = l'offre { $offer } a été retirée du catalogue : choisir une offre actuelle
problem-provider-missing = doit nommer le fournisseur
problem-term-ends-before-start = la durée du contrat se termine le { $end }, avant de commencer le { $start }
problem-early-termination-missing = indiquez les conditions de résiliation anticipée du contrat, ou qu'il n'en prévoit aucune
problem-egress-twice = les tranches de trafic sortant de « { $provider } » figurent deux fois
problem-no-tiers = il faut au moins une tranche ; la dernière illimitée (null)
problem-no-egress-for = aucune tranche de trafic sortant pour « { $provider } » : ajoutez les tranches de ce fournisseur sous switching
problem-data-twice = { $class } chez « { $provider } » figure deux fois : indiquez un volume par catégorie de données et par fournisseur
problem-share-range = la part { $share } doit être supérieure à 0 et au plus égale à 1
problem-source-missing = doit indiquer la provenance de l'offre (une URL ou la référence du devis)
problem-not-https = doit être une URL https
problem-fetched-at-format = doit être un horodatage RFC 3339, par ex. 2026-11-20T10:00:00Z
problem-unknown-needs-reason = une valeur inconnue doit être motivée
problem-country-code = attendu : un code pays ISO 3166-1 alpha-2 comme « DE », trouvé : « { $found } »
problem-kind-expected = « { $found } » n’est aucun de : { $expected }
problem-reserved-needs-term = un prix réservé doit indiquer sa durée d'engagement
problem-window-gpus = doit être compris entre 1 et les { $gpus } GPU de la charge de travail
problem-window-start = la plage horaire doit commencer avant 24:00 et différer de sa fin
problem-period-hours = doit être compris entre 1 et 744 (une période dure au plus un mois)
problem-workdays-do-not-fit = { $workdays } jours ouvrés ne tiennent pas : une période de { $hours } h commençant un lundi compte { $weekdays } jours de semaine
problem-month-format = attendu : un mois comme « 2026-03 », trouvé : « { $found } »
problem-unknown-time-zone = fuseau horaire IANA inconnu « { $found } », attendu par ex. « Europe/Paris »
problem-holiday-outside-month = { $day } ne tombe pas en { $month }
problem-no-hours = ne contient aucune heure
problem-more-than-twenty-years = { $hours } heures, c'est plus de 20 ans
problem-length-mismatch = compte { $len } heures, productive_gpus en compte { $hours }
problem-batch-above-productive = { $batch } GPU en traitement par lots, mais seulement { $productive } productifs
problem-above-fleet = { $productive } GPU productifs et { $no_data } GPU sans données dépassent le parc de { $fleet }
problem-hour-format = attendu : un horodatage RFC 3339 comme « 2026-10-01T00:00:00Z », trouvé : « { $found } »
problem-bill-period = la période des factures doit finir après son début : du { $start } au { $end }
problem-gpu-count-item = --gpus { $item } : attendu INSTANCE_OU_SKU=GPU, p. ex. BoxUsage:p5e.48xlarge=8
problem-window-item = --window { $item } : attendu NOM;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPU, p. ex. « Chat;interactive;workdays;08:00-18:00;8 »
problem-unknown-option = « { $id } » : pas une option du cas ; ses options sont { $known }
problem-option-in-hybrid = « { $id } » : fait partie de l’option hybride : retirez « hybrid » avec, ou gardez-la
problem-no-option-left = le cas n’aurait plus aucune option à comparer
problem-no-billed-lines = les factures n’ont aucune ligne facturée à l’heure avec un nombre de GPU : donnez les GPU de chaque instance GPU avec --gpus INSTANCE_OU_SKU=GPU
problem-not-on-the-hour = doit tomber sur une heure pleine
problem-date-or-time = « { $found } » : attendu une date (2026-10-01) ou un horodatage RFC 3339
problem-report-date = « { $found } » : attendu une date comme 2026-12-01 (message de l'analyseur : « { $detail } »)
problem-note-missing = indiquez qui l'a déclaré ou où c'est écrit
problem-unknown-column = colonne inconnue ; les colonnes sont : { $columns }
problem-column-required = cette colonne est obligatoire
problem-column-twice = cette colonne figure deux fois dans l'en-tête (colonnes { $first } et { $second }) ; gardez-en une
problem-no-rows = le fichier a une ligne d'en-tête, mais aucune ligne de données
problem-not-plain-decimal = « { $found } » n'est pas un nombre décimal simple (des chiffres et un point décimal, sans séparateur de milliers)
problem-not-plain-decimal-comma = « { $found } » n'est pas un nombre décimal simple (des chiffres et une virgule ou un point décimal, sans séparateur de milliers)
problem-no-currency = « { $found } » n'a pas de devise : écrivez par ex. « { $found } EUR » ou ajoutez une colonne currency
problem-not-whole-number = « { $found } » n'est pas un nombre entier
problem-not-quote-date = « { $found } » n'est ni une date (2026-11-20) ni un horodatage RFC 3339
problem-no-offer = la ligne n'a donné aucune offre
problem-already-on-line = « { $id } » figure déjà à la ligne { $line }
problem-unknown-field = champ inconnu
problem-appears-twice = « { $id } » figure deux fois
problem-not-in-case-shortlist = { $offer } ne figure pas sur la liste restreinte du dossier
problem-measured-stays = l'exécution de la sonde du { $probed_at } a mesuré que { $offer } fournit moins que l'offre (autre isolation, GPU, allocation ou nombre de GPU) : une note ne peut lever ce qui a été mesuré ; enregistrez une exécution de la sonde sur une machine de remplacement
problem-unknown-credential = { $name } n'est pas un identifiant prévu par un plugin ou par la collecte des mesures
problem-empty-credential = { $name } : la valeur est vide
problem-no-manual-offer = aucune offre saisie manuellement « { $id } » dans le catalogue
problem-no-such-plugin = --plugin { $id } : aucun plugin de ce nom dans { $folder }
problem-unknown-metrics-format = --format { $found } : attendu promjson, vmjsonl, openmetrics, promtext ou csv
problem-threshold-unusable = sm_active_threshold : ce n'est pas un nombre exploitable par l'import
problem-import-cancelled = l'import a été interrompu
problem-scenario-not-object = attendu : un objet JSON avec "format": "gpucase/3"
problem-format-newer = le fichier est au format { $found }, plus récent que ceux que lit cette version de gpucase ({ $known }) : mettez gpucase à jour pour l'ouvrir
problem-format-unknown = attendu : « { $expected } » (ou l'ancien « { $older } »), trouvé : { $found }
problem-format-missing = attendu : « { $expected } » (ou l'ancien « { $older } »), mais le champ « format » est absent
problem-integer-out-of-range = l'entier { $value } sort de l'intervalle ±2^53, que les nombres JSON représentent exactement
problem-not-finite = pas un nombre fini
problem-string-too-long = une chaîne de { $len } octets ; { $max } au plus sont admis
problem-too-deep = plus de { $max } niveaux d'imbrication ; un dossier en compte bien moins
problem-array-too-long = un tableau de plus de { $max } éléments
problem-version-number = version « { $found } » : attendu ID@VERSION, avec un numéro de version à partir de 1
problem-not-file-nor-case-id = ni un fichier existant, ni un identifiant de dossier (lettres, chiffres, - et _, avec @VERSION facultatif)
problem-stored-needs-store = { $id } : un dossier enregistré nécessite la base des dossiers
problem-output-is-store = { $path } : c’est la base des dossiers que gpucase a ouverte (ou son fichier -wal ou -shm) ; l’écraser détruirait la bibliothèque ; choisissez un autre fichier
problem-output-is-input = { $path } : cette commande lit ce fichier ; y écrire sa sortie ferait perdre l’entrée ; choisissez un autre fichier
problem-output-written-twice = { $path } : cette commande a déjà écrit une autre de ses sorties dans ce fichier ; choisissez un fichier distinct pour chaque sortie
problem-import-unsigned = { $path } : non importé : le fichier n’est pas signé, alors qu’une signature de confiance était demandée ; importez-le sans --trust, ou avec --accept-untrusted, seulement si vous savez d’où il vient
problem-import-not-trusted = { $path } : non importé : la signature est intacte mais pas de confiance ({ $reason }) ; importez-le avec --accept-untrusted seulement si vous connaissez le signataire
problem-no-free-copy-name = aucun nom libre pour la copie de la base des dossiers
problem-no-team-library = aucune base d'équipe n'est connectée : connectez-vous d'abord à une base (postgres://UTILISATEUR@HÔTE/BASE)

## Montants, quantités, langues (gpucase-core)
error-money-malformed = attendu : un montant comme « 1234.56 EUR », trouvé : « { $found } »
error-money-unknown-currency = devise inconnue « { $found } » : attendu EUR, USD, GBP ou CHF
error-money-negative = le montant { $amount } ne doit pas être négatif
error-money-too-large = le montant { $amount } dépasse la limite de { $limit }
error-money-currency-mismatch = impossible de combiner { $first } et { $second } : convertissez d'abord avec un taux de change
error-quantity-malformed = attendu : un nombre décimal dans une chaîne comme « 1.25 », trouvé : « { $found } »
error-quantity-negative = { $value } ne doit pas être négatif
error-quantity-too-large = { $value } dépasse la limite de { $limit }
error-unknown-language = langue inconnue « { $found } » : attendu en, de, nl ou fr
error-tco-empty-profile = le profil de charge ne contient aucune heure
error-notes-date = { $field } : le calcul de date a échoué (message de la bibliothèque : « { $detail } »)

## Base des dossiers (gpucase-store)
error-store-open = impossible d'ouvrir la base des dossiers { $path } (message de la base de données : « { $detail } »)
error-store-migrate = impossible de mettre à niveau la base des dossiers (message de la base de données : « { $detail } »)
error-store-query = la requête sur la base des dossiers a échoué (message de la base de données : « { $detail } »)
error-store-not-found = aucun dossier « { $case } » dans la base
error-store-not-found-similar = aucun dossier « { $case } » dans la base ; vouliez-vous dire « { $similar } » ?
error-store-version-not-found = aucun dossier « { $case } » en version { $version } dans la base
error-offer-not-found = aucune offre « { $offer } » dans le catalogue
error-offer-not-found-similar = aucune offre « { $offer } » dans le catalogue ; vouliez-vous dire « { $similar } » ?

## Rapport (gpucase-report)
error-report-date = la date du rapport ne peut pas servir de date au PDF (message de la bibliothèque : « { $detail } »)
error-report-pdf = le PDF n'a pas pu être écrit (message de la bibliothèque : « { $detail } »)
error-report-missing-glyph = la police du rapport n'a pas de glyphe pour « { $character } » (U+{ $code }) dans « { $text } »
error-report-messages = les textes du rapport sont incomplets : { $detail }
error-report-switching = les notes sur le changement de fournisseur n'ont pas pu être rédigées : { $detail }

## Plugins (gpucase-plugins)
error-plugin-io = { $path } : le fichier ne peut pas être lu (message : « { $detail } »)
error-plugin-manifest = { $path } : le manifeste n'est pas valide (message : « { $detail } »)
error-plugin-fixture = { $path } : la réponse enregistrée n'est pas valide (message : « { $detail } »)
error-plugin-script = plugin { $plugin } : le script a échoué (message : « { $detail } »)
error-plugin-shape = plugin { $plugin } : offers() doit renvoyer une liste de maps d'offres, il a renvoyé { $found }
error-plugin-stopped = plugin { $plugin } : arrêté : { $limit }
error-plugin-stopped-at = plugin { $plugin } : arrêté dans main.rhai, ligne { $line } : { $limit }
error-plugin-limit-operations = il a exécuté plus de { $value } opérations, la limite d'une exécution (une boucle sans fin ?)
error-plugin-limit-wall-time = il a tourné plus de { $value } s, la durée maximale d'une exécution
error-plugin-limit-script-time = il a calculé plus de { $value } s, le temps de calcul maximal d'une exécution (attente de ses requêtes non comprise)
error-plugin-limit-call-depth = ses appels se sont imbriqués sur plus de { $value } niveaux, la limite d'une exécution (une récursion sans fin ?)
error-plugin-limit-string-bytes = une chaîne a dépassé { $value } octets, la limite d'une chaîne ou des chaînes d'une liste ou d'une map
error-plugin-limit-array-items = une liste a dépassé { $value } éléments, la limite d'une liste (éléments imbriqués compris)
error-plugin-limit-map-entries = une map a dépassé { $value } entrées, la limite d'une map (entrées imbriquées comprises)
error-plugin-limit-heap-bytes = il a occupé plus de { $value } octets de mémoire, la limite d'une exécution (toutes ses valeurs ensemble)
error-plugin-limit-offers = il a fourni plus de { $value } offres, la limite d'une exécution
error-plugin-duplicate-offer = plugin { $plugin } : les offres { $first } et { $second } ont toutes deux l'identifiant { $id } ; un identifiant doit être unique dans une exécution, la mise à jour de ce plugin est donc refusée
error-offer-refused = plugin { $plugin } : offre { $index } : { $field } : { $reason }
error-plugin-fixture-not-plain = { $path } : file = { $file } : un fichier ordinaire est attendu (ni périphérique, ni FIFO, ni dossier)
error-plugin-fixture-too-large = { $path } : file = { $file } contient { $size } octets ; une réponse enregistrée peut contenir au plus { $max } octets

## Signature et vérification (gpucase-app signing, gpucase-sign)
error-signing-read = { $path } : le fichier ne peut pas être lu (message du système : « { $detail } »)
error-signing-too-large = { $path } : { $size } octets, c'est plus que ne peut compter ce fichier ({ $what }) ({ $limit } octets au plus)
error-signing-password-unset = la variable de mot de passe { $name } n'est pas définie : exportez { $name }=... dans l'environnement (gpucase n'accepte jamais un mot de passe en argument)
error-signing-key = { $path } : { $reason }
error-signing-sign = le rapport ne peut pas être signé : { $reason }
error-signing-verify = { $path } : { $reason }
error-key-wrong-password = mot de passe erroné : { $what } n'a pas pu être ouvert avec lui
error-key-password-needed = la clé privée est chiffrée : indiquez son mot de passe
error-key-no-key = aucune clé privée dans { $what }
error-key-no-certificate = aucun certificat dans { $what } : le certificat du signataire est nécessaire pour signer
error-key-mismatch = la clé privée ne correspond pas au certificat « { $subject } » (ni à aucun autre certificat fourni)
error-key-unsupported = type de clé non pris en charge : { $found } ; gpucase signe avec des clés RSA de 2048 bits ou plus et des clés ECDSA sur P-256 (prime256v1)
error-key-unsupported-protection = protection { $algorithm } non prise en charge dans { $what } ; exportez-le à nouveau avec AES-256 (`openssl pkcs12 -export`)
error-key-malformed = { $what } est mal formé (message : « { $detail } »)
error-sign-pdf = le PDF à signer ne peut pas être lu (message : « { $detail } »)
error-sign-encrypted = le PDF est chiffré ; gpucase ne signe que des PDF non chiffrés
error-sign-no-page = le PDF n'a aucune page où placer la signature
error-sign-cms = la signature ne peut pas être construite (message : « { $detail } »)
error-verify-not-pdf = ce n'est pas un PDF : aucun en-tête %PDF- dans les 1024 premiers octets
error-verify-trust-anchor = ancre de confiance : { $detail }
error-verify-too-many-signatures = non vérifié : le fichier contient { $found } dictionnaires de signature avec un /ByteRange lisible, là où un document signé en a quelques-uns ; gpucase en vérifie au plus { $limit }
error-internal = gpucase n'a pas pu terminer une étape qui n'échoue pas sur une entrée correcte (un défaut de gpucase : merci de le signaler) : { $detail }
error-catalog-offer-unreadable = l'offre { $offer } du catalogue est illisible : { $detail }
error-catalog-observation-unreadable = l'offre { $offer } du catalogue, telle que vue le { $at }, est illisible : { $detail }
error-options-file = { $path } : illisible en TOML ou en JSON : { $detail }
error-catalog-env = GPUCASE_CATALOG={ $found } : attendu local (le catalogue d'offres de la bibliothèque locale) ou team (celui de la bibliothèque d'équipe, partagé)

## Identifiants (gpucase-secrets)
error-secret-invalid-name = nom d'identifiant non valide « { $name } » (message : « { $detail } »)
error-secret-not-unicode = la variable d'environnement { $name } est définie, mais sa valeur n'est pas de l'UTF-8 valide
error-secret-keyring = le trousseau du système (service « gpucase », compte { $name }) a échoué lors de l'opération « { $action } » (message : « { $detail } »)

## Import de mesures (gpucase-metrics)
error-metrics-position = ligne { $line }, colonne { $column } (octet { $offset })
error-metrics-io = { $file } : le fichier ne peut pas être lu (message du système : « { $detail } »)
error-metrics-syntax = { $file } : { $at } : attendu { $expected }, trouvé : { $found }
error-metrics-unsupported = { $file } : { $at } : non pris en charge (message : « { $detail } »)
error-metrics-query-failed = { $file } : Prometheus signale une erreur ({ $type }) : « { $detail } »
error-metrics-http = { $url } : la requête a échoué (message : « { $detail } »)
error-metrics-cancelled = { $url } : interrompu après { $done } requêtes sur { $total }
error-metrics-unknown-format = { $file } : format inconnu (commence par « { $start } ») ; attendu du JSON query_range de Prometheus, un export VictoriaMetrics en lignes JSON, du texte OpenMetrics ou Prometheus, ou un CSV Grafana
error-metrics-no-samples = aucune mesure de DCGM_FI_PROF_SM_ACTIVE ou de vllm:num_requests_running avec un label gpu ou instance dans les entrées ({ $ignored })
error-metrics-invalid-option = option { $option } du résumé : { $detail }
error-metrics-timestamp-out-of-range = une mesure à { $ms } ms depuis le 1970-01-01 se situe hors des années -9999 à 9999 : vérifiez l'unité de temps des entrées
error-metrics-period-too-long = les mesures couvrent { $hours } heures (du { $first } au { $last }) ; { $max } heures au plus peuvent être résumées : vérifiez l'unité de temps des entrées
error-metrics-too-many-series = { $file } : plus de { $max } séries de DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL et vllm:num_requests_running/waiting ; résumez le parc par parties (par hôte)
error-metrics-too-many-hours = { $file } : plus de { $max } heures sur l’ensemble des séries de DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL et vllm:num_requests_running/waiting, plus qu’un import ne garde en mémoire ; résumez le parc par parties (par hôte) ou sur une période plus courte
error-metrics-too-long = { $file } : { $what } a { $bytes } octets, { $max } au plus sont lus (il commence par « { $start } »)
error-metrics-too-many-gpu-hours = { $gpus } GPU sur { $hours } heures font { $gpuhours } heures GPU ; { $max } heures GPU au plus peuvent être résumées : résumez le parc par parties (par hôte ou par période)

## Sortie de la sonde (gpucase-probe)
error-probe-in-file = { $path } : { $reason }
error-probe-pasted = la sortie collée : { $reason }
error-probe-too-large = la sortie de la sonde fait { $size } octets, plus que les { $limit } octets acceptés ; attendu la sortie de `gpucase probe script` (quelques centaines de kilo-octets au plus)
error-probe-binary = l'entrée est binaire ({ $reason } à l'octet { $offset }) ; attendu la sortie texte de `gpucase probe script`
error-probe-no-header = aucun en-tête de sonde trouvé : attendu une ligne commençant par `@@gpucase-probe 1 probe version=` (la première ligne qu'affiche le script de la sonde){ $hint }
error-probe-unsupported-frame = ligne { $line } : le format de trame { $found } n'est pas pris en charge ; cette version lit le format de trame { $supported } (exécutez le script de cette version de gpucase)
error-probe-two-runs = la sortie contient deux exécutions de la sonde (lignes d'en-tête { $first } et { $second }) ; analysez chaque exécution séparément

## Dossiers, classeur et fichiers de scénario (gpucase-app, -xlsx, -store, -sign)
error-report-not-recorded = { $path } : le rapport a été écrit, mais la base des dossiers n'a pas pu l'enregistrer : { $reason }
error-workbook = le classeur ne peut pas être écrit : { $reason }
error-xlsx-write = l'écriture du classeur a échoué (message de la bibliothèque XLSX : « { $detail } »)
error-xlsx-mismatch = la comparaison n'appartient pas au dossier « { $case } » : { $expected } options attendues, { $found } trouvées
error-xlsx-no-rate = champ { $field } : aucun taux de change de { $from } vers la devise du dossier { $to }
error-store-exists = un dossier « { $case } » figure déjà dans la base
error-store-tag = étiquette « { $tag } » : { $reason }
error-store-not-a-store = { $path } : ce n'est pas une base de dossiers gpucase : { $reason } ; la base actuelle reste inchangée
error-store-file = { $path } : le fichier ne peut pas être écrit (message du système : « { $detail } »)
error-store-in-memory = une base en mémoire n'a pas de fichier à sauvegarder ou à conserver
error-tag-empty = attendu : un ou deux mots, rien n'a été saisi
error-tag-too-long = attendu : { $max } caractères au plus
error-tag-control = attendu : un texte sans caractères de contrôle
error-not-a-store-no-file = le fichier n'existe pas
error-not-a-store-unreadable = SQLite ne peut pas lire le fichier (message de la base de données : « { $detail } »)
error-not-a-store-integrity = le contrôle d'intégrité a échoué (constat de SQLite : « { $detail } »)
error-not-a-store-broken-references = table { $table } : { $rows ->
        [one] { $rows } ligne renvoie
       *[other] { $rows } lignes renvoient
    } à des lignes manquantes
error-not-a-store-no-migrations = la table des migrations de gpucase (_sqlx_migrations) est absente
error-not-a-store-no-first-migration = la première migration de gpucase est absente
error-not-a-store-newer = elle a été écrite par une version plus récente de gpucase (la migration { $version } est inconnue ici)
error-not-a-store-migration-differs = sa migration { $version } diffère de celle de cette version de gpucase
error-not-a-store-hash-mismatch = dossier « { $case } » version { $version } : le document ne correspond pas à l'empreinte enregistrée avec lui (modifié après l'enregistrement) ; rien n'a été restauré
error-not-a-store-invalid-document = dossier « { $case } » version { $version } : le document n'est pas un dossier valide ({ $detail }) ; rien n'a été restauré
error-sign-font = la police du bloc de signature ne peut pas être incorporée : { $reason }
error-sign-font-file = le fichier de police indiqué pour le bloc de signature est inutilisable : { $reason }
error-font-parse = le fichier ne peut pas être lu comme une police TrueType/OpenType (message de l'analyseur de polices : « { $detail } »)
error-font-subset = impossible de créer un sous-ensemble de la police { $font } (message : « { $detail } »)
error-scenario-not-base64 = { $path } : signature.cms n'est pas encodé en base64 (message du décodeur : « { $detail } »)
error-scenario-signature-broken = { $path } : la signature ne correspond pas au contenu ({ $finding }) ; rien n'a été importé
error-integrity-intact = inchangé
error-integrity-digest-mismatch = le contenu a été modifié après la signature
error-integrity-signature-invalid = la signature n'a pas été produite avec la clé du certificat
error-integrity-unreadable = impossible à vérifier (constat : « { $detail } »)

## Le résultat de l’actualisation d’un plugin (lignes de progression, résumé).
refresh-done = { $plugin } : { $added } nouvelles, { $changed } modifiées, { $unchanged } inchangées, { $withdrawn } retirées{ $refused ->
        [0] {""}
       *[other] , { $refused } refusées
    }
refresh-skipped = { $count } { $count ->
        [one] élément ignoré
       *[other] éléments ignorés
    } : { $reasons }
refresh-skip-reason = { $count } × { $reason }
refresh-skipped-item = ignoré ({ $reason }) : { $item }
refresh-skipped-more = et { $more } de plus ignorés ({ $reason })
refresh-part-failed = non lu : { $part } : { $message } ; ses offres restent telles qu’elles étaient, aucune n’est retirée
refresh-failed = { $plugin } : échec, le dernier état est conservé : { $reason }
refresh-not-run = non exécuté : l’actualisation a été annulée
refresh-cancelled = annulé : le dernier état est conservé

error-store-connect = impossible de se connecter à la base d'équipe { $location } : { $detail }
error-store-newer-server = la base d'équipe { $location } a été mise à niveau par un gpucase plus récent (sa migration { $version } est inconnue ici) ; rien n'a été modifié : installez la version de gpucase qu'utilise l'équipe
error-store-cannot-create-roles = la base d’équipe { $location } est nouvelle et sa première connexion crée les rôles de gpucase, mais le rôle « { $role } » ne peut pas créer de rôles ; rien n’a été modifié : l’administrateur du serveur exécute une fois scripts/team-library-admin.sql (ou ALTER ROLE { $role } CREATEROLE), voir docs/team-library.md
error-team-url = { $found } : attendu l’URL d’une base d’équipe postgres://UTILISATEUR@HÔTE:PORT/BASE
error-team-url-unreadable = { $url } : illisible : { $detail }
error-team-url-password = { $url } : l’URL contient un mot de passe ; donnez-le dans GPUCASE_STORE_PASSWORD ou le trousseau du système, jamais dans une URL
error-store-stale = le dossier « { $case } » a été enregistré entre-temps en version { $latest } par { $who } à { $at } ; vos modifications portent sur la version { $base } et n'ont pas été enregistrées : comparez-les avec la version { $latest }, ou enregistrez-les en version { $next } par-dessus
error-store-stale-new = le dossier « { $case } » a été créé entre-temps par { $who } à { $at } (version { $latest }) ; le vôtre n'a pas été enregistré : comparez-le avec la version { $latest }, ou enregistrez-le en version { $next } par-dessus
error-store-stale-gone = le dossier « { $case } » n'est plus dans la base ; vos modifications n'ont pas été enregistrées
error-store-who-role = { $by } (rôle { $role })
error-store-approved = le dossier « { $case } » version { $version } a été approuvé par { $who } à { $at } : une version approuvée ne peut être ni modifiée ni supprimée, seulement remplacée par une nouvelle version
error-store-denied = la base d'équipe a refusé cette opération au rôle « { $role } » : { $detail }
error-store-local-only = les sauvegardes et restaurations concernent une base locale ; une base d'équipe est sauvegardée par les outils de son serveur (pg_dump)

## Import des factures (crates/bills).
error-bills-io = { $file } : illisible : { $detail }
error-bills-empty = { $file } : le fichier est vide ; attendu un export CSV FOCUS avec une ligne d’en-tête
error-bills-missing-columns = { $file } : ligne 1 : pas de colonne { $missing } (un export FOCUS les a ; pour un autre CSV, nommez les vôtres avec --map COLONNE_FOCUS=VOTRE_COLONNE) ; l’en-tête commence par { $found }
error-bills-bad-decimal = { $file } : ligne { $row }, colonne { $column } : { $found } n’est pas un nombre décimal
error-bills-bad-currency = { $file } : ligne { $row }, colonne { $column } : { $found } n’est pas une devise que gpucase convertit (EUR, USD, GBP ou CHF)
error-bills-bad-time = { $file } : ligne { $row }, colonne { $column } : { $found } n’est pas une date et heure (RFC 3339, p. ex. 2024-09-01T00:00:00Z)
error-bills-mixed-currency = { $file } : ligne { $row }, colonne { $column } : { $found } après { $first } dans les lignes précédentes : une facture s’importe dans une seule devise ; importez à part les lignes de chaque devise
error-bills-field-count = { $file } : ligne { $row } : { $found } champs là où l’en-tête en a { $expected }
error-bills-bad-row = { $file } : ligne { $row } : { $detail }
error-bills-too-many-groups = { $file } : ligne { $row } : plus de { $max } groupes distincts de fournisseur, service, SKU, instance et région : scindez l’export, ou importez un mois à la fois
error-bills-bomb = { $file } : se décompresse à plus de { $ratio } fois sa taille : refusé comme bombe gzip, ce n’est pas une facture
error-bills-parquet = { $file } : pas une facture Parquet que gpucase sait lire : { $why }
error-bills-row-group = { $file } : le groupe de lignes { $group } occupe { $bytes } octets non compressés, plus que les { $max } lus d’un coup : exportez avec des groupes de lignes plus petits
error-bills-mapping-syntax = --map { $item } : attendu COLONNE_FOCUS=VOTRE_COLONNE, p. ex. BilledCost=Montant
error-bills-mapping-column = --map { $item } : { $column } n’est pas une colonne que l’import lit ; il lit { $known }
bills-not-taken-no-gpus = non repris : { $name } : ses GPU par heure facturée sont inconnus ; si c’est une instance GPU, donnez-les ({ $name }=GPU : --gpus en ligne de commande, le champ GPU de l’application)
bills-not-taken-negative = non repris : { $name } : il a coûté moins que rien tel que payé (un crédit plus grand que son usage)
bills-not-taken-no-hours = non repris : { $name } : ses heures dépassent ce qu’un dossier contient
bills-from-catalog = { $name } : { $gpus } GPU par heure facturée, comme l’offre { $offer } du catalogue pour ce produit

## Pourquoi le certificat d’un signataire ne remonte à aucune ancre de confiance.
trust-reason-unreadable = la signature n’a pas pu être lue
trust-reason-no-signing-time = la signature n’indique aucune heure de signature (/M) à laquelle vérifier les certificats
trust-reason-no-path = aucun chemin vers une ancre de confiance : l’émetteur « { $issuer } » de « { $certificate } » n’est ni une ancre de confiance ni dans la signature
trust-reason-path-too-long = aucune ancre de confiance en { $max } certificats
trust-reason-not-valid-at = le certificat « { $certificate } » n’était pas valide à l’heure de signature { $at } : valide du { $from } au { $to }
trust-reason-may-not-sign-documents = le certificat « { $certificate } » ne peut pas signer de documents : son usage de clé ne mentionne ni signature numérique ni non-répudiation
trust-reason-not-ca = le certificat « { $certificate } » n’est pas un certificat d’AC et ne peut donc pas en émettre d’autres
trust-reason-path-length = le certificat « { $certificate } » admet { $limit } { $limit ->
        [one] certificat d’AC
       *[other] certificats d’AC
    } sous lui, le chemin en compte { $below }
trust-reason-may-not-sign-certificates = le certificat « { $certificate } » ne peut pas signer de certificats : son usage de clé n’inclut pas la signature de certificats
trust-reason-signature-invalid = la signature de « { $certificate } » par « { $issuer } » n’est pas valide
trust-reason-unsupported = le certificat « { $certificate } » ne peut pas être vérifié : { $detail }
