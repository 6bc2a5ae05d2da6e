# Constats de la sonde par rapport à ce que promet une offre (crates/core/src/finding.rs)
# et réponse sur la facturation dans la checklist. Les valeurs mesurées ($found, profils,
# modèles de GPU) arrivent telles que la machine les a écrites.

finding-isolation-kind = { $kind ->
    [bare_metal] bare metal
    [virtual_machine] VM
   *[container] conteneur
}
finding-allocation-kind = { $kind ->
    [whole_gpu] GPU entiers
    [mig] instance MIG
    [vgpu] vGPU
    [sriov_vf] fonction virtuelle SR-IOV
   *[time_sliced] part en temps partagé
}
finding-value-unknown = inconnu
finding-isolation-unknown = La sortie de la sonde ne permet pas de déterminer l’isolation (offre : { $offered }).
finding-isolation-weaker = Proposé en { $offered }, livré en { $delivered } : isolation plus faible que celle achetée.
finding-isolation-stronger = Proposé en { $offered }, livré en { $delivered } : isolation plus forte que celle promise.
finding-no-gpu = Aucun GPU n’est visible (offre : { $offered }).
finding-allocation-undetermined = La sortie de la sonde ne permet pas de dire s’il s’agit d’un GPU entier ou d’une part (offre : { $offered }).
finding-share-instead-of-whole-gpu = L’offre portait sur des GPU entiers ; livré : { $delivered }.
finding-allocation-differs = Proposé : { $offered } ; livré : { $delivered }.
finding-profile-differs = L’offre indique le profil { $offered } ; livré : { $delivered }.
finding-gpu-model-differs = Le GPU { $gpu } est un { $found }, et non le modèle proposé { $offered }.
finding-gpu-count-differs = { $offered ->
    [one] { $offered } GPU proposé
   *[other] { $offered } GPU proposés
}, { $visible ->
    [one] { $visible } visible
   *[other] { $visible } visibles
}.
finding-vram-not-reported = GPU { $gpu } : aucune taille de mémoire n’a été signalée ; les { $offered } Go proposés ne peuvent pas être vérifiés.
finding-vram-short = GPU { $gpu } : { $usable } Mio utilisables, { $offered } Go proposés ({ $short } % de moins).
finding-vram-reserve = GPU { $gpu } : { $usable } Mio signalés pour { $offered } Go proposés : la réserve habituelle du pilote, pas une part.
finding-cpu-unknown = Le nombre de CPU utilisables n’a pas pu être lu ({ $offered } vCPU proposés).
finding-cpu-short = { $offered } vCPU proposés, { $usable } utilisables.
finding-cpus-beyond-quota = La machine affiche { $shown } CPU, mais son quota de CPU n’en autorise que { $quota } : les autres appartiennent à l’hôte et servent à d’autres clients.
finding-memory-unknown = La mémoire vive utilisable n’a pas pu être lue ({ $offered } Go proposés).
finding-memory-short = { $offered } Go de RAM proposés, { $usable } Gio utilisables.

billing-answer = { $period ->
    [hour] facturé à l’heure
   *[month] facturé au mois (un montant horaire correspond au prix / 730 h)
}, { $model ->
    [on_demand] à la demande
    [spot] spot
    [interruptible] interruptible
    [reserved] réservé
    [savings_plan] Savings Plan
   *[capacity_block] bloc de capacité
}
billing-answer-term = { $billing }, engagement de { $months } mois

## Ce que la sonde a constaté : les réponses vérifiées sur l’isolation et la part de GPU.

seen-bare-metal = bare metal
seen-virtual-machine = machine virtuelle ({ $hypervisor })
seen-hypervisor-not-named = hyperviseur non indiqué
seen-container = { $host ->
    [virtual_machine] conteneur ({ $runtime }, sur un hôte virtualisé)
    [bare_metal] conteneur ({ $runtime }, sur un hôte bare metal)
   *[unknown] conteneur ({ $runtime })
}
seen-isolation-unknown = inconnue
seen-no-gpu = aucun GPU
seen-whole-gpu = { $via ->
    [bare_metal] GPU entier (bare metal)
    [passthrough] GPU entier (transmis à la VM en passthrough)
   *[container_device] GPU entier (périphérique de l’hôte confié au conteneur)
}
seen-mig = instance MIG { $profiles }
seen-vgpu = vGPU { $profiles }
seen-sriov-vf = fonction virtuelle SR-IOV { $devices }
seen-shared = partagé avec un autre locataire
seen-undetermined = impossible à déterminer de l’intérieur

## Les réponses tirées des données de l’offre (aussi dans le tableau des offres du
## rapport) : isolation, part de GPU, frais, hôte et localisation.

isolation = { $kind ->
    [bare_metal] bare metal
    [vm] machine virtuelle
    [container] conteneur
   *[unknown] inconnue
}
allocation = { $kind ->
    [passthrough] GPU entier (passthrough)
    [bare_metal] GPU entier (bare metal)
    [sriov_vf] part SR-IOV
    [vgpu] vGPU
    [mig] instance MIG
    [time_slicing] time-slicing
   *[unknown] inconnue
}
allocation-share = { $allocation }, { $share } d’un GPU
allocation-profile = { $allocation } { $profile }
host-share = { $gpus ->
    [unknown] taille de l’hôte inconnue
   *[other] { $yours } sur { $gpus } GPU de l’hôte
}
host-status = { $status ->
    [provider_owned] propriété du fournisseur
    [verified] vérifié
    [unverified] non vérifié
    [revoked] vérification retirée
   *[unknown] inconnu
}
location-unknown = inconnue
location-eu = { $place } (UE/EEE)
location-non-eu = { $place } (hors UE/EEE)
charges-none = aucun indiqué
charge = { $kind ->
    [storage] stockage
    [egress] trafic sortant
    [ingress] trafic entrant
    [ipv4] IPv4
    [setup] installation
    [support] support
   *[licence] licence
} { $amount }{ $unit ->
    [per_gb_month] /Go/mois
    [per_gb] /Go
    [per_month] /mois
    [per_hour] /heure
   *[one_off] {" "}(frais unique)
}
answer-separator = {"\u202F; "}
