# The gpucase CLI's messages, French. Same ids and variables as locales/en/cli.ftl; terms
# as in locales/fr/glossary.toml. Address: "vous". Typography: no-break space (U+00A0)
# before ":", narrow no-break space (U+202F) before ";".

## Errors
cli-error = gpucase : erreur : { $message }
cli-plugins-check-failed = { $failed } plugins sur { $total } ont échoué au contrôle : { $ids }
cli-refresh-failed = { $failed } plugins sur { $total } ont échoué ; leurs dernières offres valides restent dans le catalogue
cli-offer-not-found = --offer { $id } : cette offre n’est pas dans le catalogue (gpucase offers list affiche les offres)
cli-offer-ambiguous = --offer { $id } : { $count } offres portent cet identifiant ; indiquez-le sous la forme provider/offer_id
cli-bad-instant = { $flag } { $value } : date (2026-10-01) ou heure RFC 3339 attendue
cli-bad-step = --step { $value } : secondes ou minutes attendues, par ex. 15s ou 1m
cli-bad-aggregate = --aggregate { $value } : auto, raw ou server attendu
cli-fetch-failed = la récupération auprès du serveur de métriques s’est interrompue

## Counts
cli-cases-listed = { $count ->
    [one] { $count } dossier
   *[other] { $count } dossiers
}
cli-check-recorded = réponses enregistrées chez le fournisseur (fixtures/recorded) : { $count ->
        [one] 1 offre
       *[other] { $count } offres
    }
cli-offers-count = { $count ->
    [one] { $count } offre
   *[other] { $count } offres
}

## Report and demo
cli-report-written = { $path } écrit ({ $bytes ->
    [one] { $bytes } octet
   *[other] { $bytes } octets
})
cli-demo-report = Rapport : { $path }
cli-demo-comparison = Comparaison : { $path }

## Cost comparison (gpucase tco)
cli-tco-heading = { $name } ({ $currency }), horizon de { $years ->
    [one] { $years } an
   *[other] { $years } ans
}
cli-workload = Charge de travail : { $productive } h productives sur { $hours } h ; { $productive_gpu_hours } heures GPU sur { $gpu_hours } ({ $share })
cli-col-option = Option
cli-col-total = Total
cli-col-billed = H GPU facturées/période
cli-col-productive = H GPU productives/période
cli-col-per-productive-hour = Par h GPU productive
cli-cheapest = le moins cher par heure GPU productive : { $option }
cli-break-even-below = point d’équilibre : { $option } est moins cher que { $own } en dessous d’une part productive de { $share }
cli-break-even-own-always = point d’équilibre : { $own } est moins cher que { $option } quelle que soit la part productive
cli-break-even-rent-always = point d’équilibre : { $option } est moins cher que { $own } quelle que soit la part productive
cli-break-even-cancels = point d’équilibre : { $option } reste alloué à chaque heure, la part productive s’annule donc : en propre { $own_cost }, en location { $rent_cost } par heure GPU

## Plugins
cli-plugin-fetch = accès : { $prefixes }
cli-plugin-secrets = identifiants : { $names }
cli-plugin-no-secrets = identifiants : aucun
cli-check-ok = ok
cli-check-problem = problème
cli-check-mismatch = écart
cli-check-failed = échec

## Offers
cli-refused = refusé : { $problem }
cli-offers-imported = { $file } : { $count ->
    [one] { $count } offre manuelle lue
   *[other] { $count } offres manuelles lues
} ; ajoutées : { $added }, modifiées : { $changed }, inchangées : { $unchanged }
cli-offer-withdrawn = manual/{ $id } retirée
cli-offer-per-hour = { $price }/h
cli-offer-derived = (mensuel / 730)
cli-offer-upfront = (paiement initial réparti sur la durée)
cli-offer-commitment-only = vendu seulement avec engagement : aucun prix à la demande ni spot
cli-offer-available = disponible le { $date }
cli-offer-available-count = { $count } libres le { $date }
cli-offer-available-level = stock « { $level } » le { $date }
cli-offer-unavailable = aucune libre le { $date }
cli-offer-restates = reprend { $product } ({ $provider })
cli-offer-second-agrees = { $source } donne le même prix
cli-offer-second-differs = ≠ { $source } : { $price } (lu le { $date })
cli-offer-age = lu { $days ->
    [0] aujourd’hui
    [one] il y a 1 jour
   *[other] il y a { $days } jours
}
cli-history-heading = { $offer } : { $count ->
    [one] { $count } observation
   *[other] { $count } observations
}
cli-history-heading-latest = { $offer } : les { $count } dernières observations sur { $total }
cli-history-when = { $date } à { $time } UTC
cli-history-price = { $amount } { $period ->
    [hour] par heure
   *[month] par mois
}, { $model ->
    [on_demand] à la demande
    [spot] spot
    [interruptible] interruptible
    [reserved] réservé
    [savings_plan] Savings Plan
   *[capacity_block] bloc de capacité
}
cli-history-price-term = { $price }, engagement de { $months } mois
cli-history-first = première observation
cli-history-oldest-shown = plus ancienne observation affichée
cli-history-again = de nouveau proposée, inchangée
cli-history-change-price = prix { $before } → { $after }
cli-history-change = { $field } : { $before } → { $after }
cli-history-none = (aucune valeur)
cli-history-withdrawn = retirée du catalogue le { $when }

## Cases in the store
cli-case-imported-new = { $file } importé : nouveau dossier { $id } (version { $version })
cli-case-imported-version = { $file } importé : version { $version } du dossier { $id }
cli-case-exported = { $id } version { $version } exporté vers { $file }
cli-case-file-exported = { $id } écrit dans { $file }
cli-workbook-exported = classeur de { $id } écrit dans { $file } : { $options ->
    [one] une option
   *[other] { $options } options
} sous forme de formules, { $bytes } octets
cli-scenario-migrated = lu depuis l’ancien format { $from } par la migration vers { $to }
cli-scenario-report = Rapport : rédigé en dernier par { $author }, daté du { $date }, langue : { $language ->
    [de] allemand
    [nl] néerlandais
    [fr] français
   *[en] anglais
}
cli-scenario-unsigned = Signature : non signé (personne ne se porte garant de ce fichier)
cli-scenario-signed = Signature : signé par { $signer } le { $time } (selon le signataire) ; aucune modification depuis la signature
cli-scenario-results-match = Résultats : ce gpucase calcule les mêmes chiffres que le fichier ({ $computed_by })
cli-scenario-results-differ = Avertissement : ce gpucase calcule { $count ->
    [one] un chiffre
   *[other] { $count } chiffres
} autrement que le fichier ({ $computed_by }) :
cli-scenario-results-none = Résultats : le fichier n’en contient aucun à comparer (un fichier de dossier, ou un ancien format)
# Un écart entre les résultats d’un fichier de scénario et ceux de ce gpucase.
scenario-difference-currency = devise : fichier { $file }, calculé ici { $computed }
scenario-difference-only-in-file = option { $option } : dans le fichier, non calculée ici
scenario-difference-only-here = option { $option } : calculée ici, absente du fichier
scenario-difference-figure = option { $option } { $figure } : fichier { $file }, calculé ici { $computed }
scenario-difference-choice = { $choice } : fichier { $file }, calculé ici { $computed }
scenario-difference-none = aucune
scenario-difference-not-computed = le dossier ne peut pas être calculé ici : { $reason }
cli-scenario-verify-unsigned = { $path } : non signé
cli-scenario-verify-signed = { $path } : fichier de scénario signé
cli-quotes-added = { $id } version { $version } : { $added ->
    [one] { $added } devis ajouté
   *[other] { $added } devis ajoutés
} ({ $added_ids }), remplacés : { $replaced } ({ $replaced_ids })

## Probe
cli-probe-against = Comparaison avec { $offer } :
cli-probe-no-difference = aucun écart avec ce qu’indique l’offre
cli-severity-critical = critique
cli-severity-warning = avertissement
cli-severity-info = remarque

## Metrics
cli-reading-mb = lecture : { $percent } de { $total } Mo
cli-reading-requests = lecture : { $percent } de { $total } requêtes
cli-metrics-kept = { $case } version { $version } : chiffres horaires de { $hours } heures conservés ; ils constituent désormais le profil de charge
cli-metrics-kept-schedule = { $case } version { $version } : chiffres horaires de { $hours } heures conservés ; le planning reste le profil de charge
cli-m-period = période
cli-m-period-value = du { $first } au { $last } ({ $hours } h, { $days } jours locaux, fuseau { $zone })
cli-m-gpus = GPU / serveurs
cli-m-productive = productif
cli-m-productive-value = { $productive } heures GPU sur { $total } : { $share } ({ $share_with_data } des heures avec données)
cli-m-no-data = sans données
cli-m-no-data-value = { $hours } heures GPU, { $share } de la période : inconnues, comptées ni comme inactives ni comme productives
cli-m-productive-by = productif par
cli-m-productive-by-value = requêtes seules { $requests }, activité SM seule (batch) { $sm }, les deux { $both }, planning des batchs seul { $schedule }
cli-m-schedule = planning des batchs
cli-m-schedule-value = { $windows } fenêtres : { $scheduled } heures GPU planifiées, dont { $without_data } sans données (productives selon le planning)
cli-m-by-period = par période
cli-m-by-period-value = jour ouvré en journée { $daytime }, soir { $evening }, nuit { $night }, week-end { $weekend }, fin de mois { $month_end }
cli-m-sm = activité SM
cli-m-sm-value = pendant les heures productives : moyenne { $mean }, médiane { $median }, p95 { $p95 }, à 0,8 ou plus { $high }
cli-m-queue = file d’attente
cli-m-queue-value = { $hours } heures avec requêtes en attente, maximum { $peak } ; { $queued } heures GPU de demande en attente (un hybride les loue){ $unsized ->
    [0] {""}
   *[other] ; { $unsized } heures-serveur non dimensionnées (serveur sans GPU ou sans requête en cours)
}
cli-m-queue-peak = { $peak } sur { $instance }
cli-m-quality = qualité des données
cli-m-quality-value = { $series } séries, { $samples } échantillons ; écartés : NaN { $nan }, Inf { $inf }, doublons { $duplicates } ; hors ordre { $out_of_order }, hors plage (écartés) { $out_of_range }, trous { $gaps }, pas variable { $mixed }
cli-m-outliers = valeurs isolées
cli-m-outliers-value = { $hours } heures-séries ({ $samples } échantillons) loin du reste, laissées hors de la période : { $listed }
cli-m-col-gpu = GPU
cli-m-col-productive = h productives
cli-m-col-no-data = h sans données
cli-m-col-share = part
cli-m-col-sm = SM
cli-m-col-servers = serveurs
cli-m-unmatched-server = serveur sans GPU
cli-m-gpu-without-server = GPU sans serveur

## Signer et vérifier (gpucase report --sign, gpucase verify)
cli-report-signed = signé par { $signer } ({ $key })
cli-signing-expired = avertissement : le certificat de signature a expiré le { $date } ; les validateurs (pdfsig, pyHanko, Acrobat) n’accepteront pas cette signature
cli-signing-not-yet-valid = avertissement : le certificat de signature n’est valable qu’à partir du { $date } ; les validateurs n’accepteront pas cette signature avant
cli-signing-may-not-sign = avertissement : l’usage de clé du certificat de signature ne mentionne ni la signature numérique ni la non-répudiation ; les validateurs le refusent pour les documents
cli-verify-count = { $path } : { $count ->
    [0] aucune signature
    [one] { $count } signature
   *[other] { $count } signatures
}
cli-verify-heading = Signature { $index } : champ { $field }
cli-verify-heading-unnamed = Signature { $index }
cli-verify-ok = Vérifié : chaque signature est intacte et couvre tout le document.
cli-verify-ok-trusted = Vérifié : chaque signature est intacte, couvre tout le document et est de confiance.
cli-verify-failed = Non vérifié.

## Comparing two cases (gpucase case diff)
cli-diff-heading = Comparaison de { $old } avec { $new }
cli-diff-side-stored = { $id } version { $version }
cli-diff-inputs = { $count ->
    [one] { $count } donnée d’entrée diffère :
   *[other] { $count } données d’entrée diffèrent :
}
cli-diff-no-inputs = Aucune donnée d’entrée ne diffère.
cli-diff-costs = Coût par heure GPU productive ({ $currency }) :
cli-diff-currencies = Les dossiers sont calculés dans des devises différentes ({ $old } et { $new }) : les coûts sont indiqués, non comparés.
cli-diff-col-old = Avant
cli-diff-col-new = Après
cli-diff-col-change = Écart
cli-diff-col-pv-old = VA avant
cli-diff-col-pv-new = VA après
cli-diff-col-pv-change = Écart de VA
cli-diff-col-rank = Rang
cli-diff-only-old = uniquement dans l’ancien dossier
cli-diff-only-new = uniquement dans le nouveau dossier
cli-diff-recommendation-changed = Recommandation : { $old } → { $new }
cli-diff-recommendation-same = Recommandation inchangée : { $option }
cli-diff-no-recommendation = aucune (aucune option ne couvre toute la charge de travail)

## Backup and restore of the store (gpucase case backup, gpucase case restore)
cli-store-backed-up = base de dossiers { $store } sauvegardée dans { $file }
cli-store-restored = { $file } restauré : { $cases ->
    [one] { $cases } dossier
   *[other] { $cases } dossiers
} ; l’état antérieur est conservé dans { $kept }

cli-offers-added = { $id } version { $version } : { $count ->
    [one] une option de location
   *[other] { $count } options de location
} tirées du catalogue : { $options }
cli-price-changed = { $option } : { $offer } { $before } → { $after }
cli-price-withdrawn = { $option } : { $offer } ({ $before }) a été retirée du catalogue ; ses derniers chiffres sont conservés et signalés
cli-prices-refreshed = { $id } version { $version } : prix relus dans le catalogue
cli-prices-unchanged = { $id } : tous les prix sont ceux du catalogue ; aucune version enregistrée
cli-requirements-saved = Exigences de { $id } enregistrées comme version { $version }.
cli-offer-not-added = non ajoutée : { $offer } : { $why }
cli-case-created = { $id } créé comme version { $version } : aucune option encore ; ajoutez-en avec `gpucase case add-offers { $id } FOURNISSEUR/OFFRE…` ou `gpucase case add-quotes { $id } FICHIER.csv`.
cli-ask = { $question } :
cli-ask-with-default = { $question } [{ $default }] :
cli-ask-again = { $problem } ; encore une fois :
cli-ask-name = Nom du dossier
cli-ask-currency = Devise des résultats (ISO 4217, par exemple EUR)
cli-ask-horizon = Années sur lesquelles comparer les options
cli-ask-template = Charge de travail (office-hours, around-the-clock ou office-and-nightly-batch)
cli-ask-gpus = GPU que la charge de travail occupe
cli-discount-saved = Taux d’actualisation de { $id } enregistré comme version { $version }.
cli-rate-saved = { $from } → { $to } à { $rate } enregistré dans { $id } comme version { $version }.
cli-options-removed = { $id } version { $version } : { $count ->
    [one] option { $options } retirée.
   *[other] { $count } options retirées : { $options }.
}
cli-tax-saved = Impôt de { $id } enregistré comme version { $version }.
cli-prices-saved = Les variations annuelles de prix de { $id } sont enregistrées en version { $version }.
cli-staff-saved = Le temps du personnel de { $id } est enregistré en version { $version }.
cli-growth-saved = La croissance annuelle de la demande de { $id } est enregistrée en version { $version }.
cli-probe-recorded = Sonde enregistrée pour { $offer } dans { $id } comme version { $version } : { $findings ->
    [0] aucun constat
    [one] un constat
   *[other] { $findings } constats
}.
cli-resolved = { $offer } levée dans { $id } avec la note, comme version { $version }.
cli-resolution-withdrawn = Levée de { $offer } retirée dans { $id }, comme version { $version }.

cli-present-value-heading = Valeur actuelle à un taux d’actualisation de { $rate } par an (flux mensuels : achats au paiement, location et frais courants chaque mois, valeur résiduelle à la fin) :
cli-present-value-nominal = (nominal { $total })
cli-present-value-per-hour = { $cost } par heure GPU productive
cli-ranked-present-value = Les options sont classées par valeur actuelle par heure GPU productive ; * marque la moins chère selon elle.
cli-case-approved = { $id } version { $version } approuvé : { $who } à { $at }
cli-case-copied = { $id } (jusqu'à la version { $version }) copié vers { $to }
cli-history-approved = approuvé par { $who } à { $at }
cli-library-local = base locale { $path }
cli-library-team = base d'équipe { $url }, ouverte avec le rôle { $role }
cli-library-connected = connecté à la base d'équipe { $url } avec le rôle { $role } ; le mot de passe est conservé dans le trousseau du système (GPUCASE_STORE_PASSWORD). Ouvrez-la avec --store { $url } ou GPUCASE_STORE={ $url }

## gpucase bills import
cli-bills-none = Aucune ligne n’a été lue.
cli-bills-read = { $files ->
        [one] 1 facture
       *[other] { $files } factures
    }, { $rows } lignes, du { $from } au { $to }, en { $currency } :
cli-bills-col-group = Fournisseur · service · instance · SKU · région
cli-bills-col-hours = Heures facturées
cli-bills-col-list = Coût catalogue
cli-bills-col-effective = Coût effectif
cli-bills-col-per-hour = Effectif par heure
cli-bills-col-commitment = Engagements
cli-bills-col-credits = Crédits
cli-bills-total = Total
cli-bills-unused = Des engagements, { $amount } ont été achetés et non utilisés.
cli-bills-more = … et { $more } autres groupes, qui coûtent moins ; --json les liste tous.
cli-bills-saved = { $id } version { $version } enregistré avec { $lines ->
        [one] 1 ligne
       *[other] { $lines } lignes
    } des factures : `gpucase tco { $id }` met les options en regard de ce qui est payé aujourd’hui.

cli-reason-for-reports = --reason sert aux rapports : la signature d'un fichier de scénario ne porte pas de motif
cli-lang-env = { $env }={ $code } : { $reason }

# Qui utilise les identifiants du serveur de métriques (liste des identifiants du bureau).
credentials-metrics-server = serveur de métriques
