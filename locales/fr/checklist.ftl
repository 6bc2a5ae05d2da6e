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
seen-runtime-not-named = environnement d’exécution non indiqué
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
seen-sriov-vf-likely = fonction virtuelle SR-IOV { $devices }, probable (non vérifiée)
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
charge-unknown = { $kind ->
    [storage] stockage
    [egress] trafic sortant
    [ingress] trafic entrant
    [ipv4] IPv4
    [setup] installation
    [support] support
   *[licence] licence
}, prix inconnu ({ $why })
charge = { $kind ->
    [upfront] paiement initial
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

## L’analyse du script de contrôle (`gpucase probe analyze`, le cadre d’analyse du poste de
## travail) : intitulés, réponses, remarques et ce qui est resté sans réponse
## (crates/probe/src/note.rs). Noms de section, lignes de sortie et noms de GPU,
## d’hyperviseur et de profil arrivent tels que la machine les a écrits.

analysis-title = { $complete ->
    [no] Analyse gpucase du script de contrôle (version du script { $version }, relevé le { $collected }, INCOMPLÈTE)
   *[yes] Analyse gpucase du script de contrôle (version du script { $version }, relevé le { $collected })
}
analysis-answer = { $heading } : { $answer }
analysis-heading-isolation = Isolation
analysis-heading-kernel = Noyau
analysis-heading-modules = Modules du noyau
analysis-heading-allocation = Allocation du GPU
analysis-heading-cpu = Processeurs
analysis-heading-memory = Mémoire vive
analysis-heading-missing = Sans réponse :
analysis-more-lines = … { $count ->
    [one] { $count } ligne de plus
   *[other] { $count } lignes de plus
}
analysis-kernel = { $ownership ->
    [own] noyau propre
    [host] noyau de l’hôte
   *[unknown] propriétaire inconnu
} ({ $release })
analysis-release-unknown = version inconnue
analysis-modules-visible = { $nvidia ->
    [yes] { $count } visibles, module NVIDIA chargé
   *[no] { $count } visibles
}
analysis-modules-hidden = masqués
analysis-modules-unknown = non relevés
analysis-gpu = GPU { $index } : { $name } ({ $bus }), { $status } : { $explanation }
analysis-vram-status = { $status ->
    [matches] mémoire conforme à la fiche technique
    [shortfall] moins de mémoire que n’en a la carte
    [unknown_model] modèle absent de la table des fiches techniques
   *[not_reported] mémoire non indiquée
}
analysis-datasheet = fiche technique : { $model } { $gb } Go, { $source }
analysis-cpu = { $usable } utilisables ({ $shown } affichés, quota { $quota })
analysis-memory = { $usable } utilisables ({ $shown } affichés, limite { $limit })
analysis-gib = { $value } Gio
analysis-none = aucun
analysis-missing = { $section } ({ $reason ->
    [not_in_output] absent de la sortie
    [truncated] tronqué
    [tool_not_installed] outil non installé
    [needs_root] réservé à root
    [permission_denied] accès refusé
    [failed] échec
   *[unreadable] illisible
}) : { $consequence }
analysis-consequence-sentence = { $consequence }.
analysis-consequence-detail = { $consequence } (`{ $detail }`).
# Vide pour une section absente de cette liste : l’hôte affiche alors la conséquence que
# l’analyse a enregistrée.
analysis-consequence = { $section ->
    [virt] L’isolation ne repose que sur des indices indirects (fichiers marqueurs, cgroups, montages, DMI, drapeaux du processeur)
    [init_cgroup] L’environnement d’exécution du conteneur ne peut pas être lu dans les chemins cgroup
    [init_container_env] La variable `container=` du PID 1 (définie par LXC, podman, systemd-nspawn) n’est pas connue
    [mountinfo] Le système de fichiers racine (un overlay dans les conteneurs) n’est pas connu
    [dmi] Le fabricant de la machine (dans une VM, le nom de l’hyperviseur) n’est pas connu
    [dmidecode] Le nom de produit fourni par dmidecode (root uniquement) n’est pas connu ; /sys/class/dmi/id est lu à la place
    [cpuinfo] Le drapeau `hypervisor` du processeur n’est pas connu
    [uname] La version du noyau n’est pas connue
    [modules] On ne sait pas si les modules du noyau sont visibles
    [lspci] Les noms des périphériques PCI ne sont pas connus ; le parcours de sysfs ne donne que des identifiants
    [pci_sysfs] Les GPU sans pilote et les fonctions virtuelles SR-IOV (`physfn`) ne sont pas visibles
    [nvidia_smi_q] Le mode MIG, le mode de virtualisation (pass-through, vGPU) et la mémoire graphique ne peuvent pas être lus : GPU entier ou part, impossible de le dire
    [nvidia_smi_l] Les profils MIG ne peuvent pas être nommés
    [nvidia_smi_query] Le recoupement des noms de GPU et de la mémoire n’est pas disponible
    [nproc] Les processeurs que ce processus peut utiliser ne sont pas connus
    [free] La mémoire affichée provient uniquement de /proc/meminfo
    [meminfo] /proc/meminfo n’est pas disponible pour recouper `free`
    [cgroup_limits] Le quota de processeurs et la limite de mémoire ne sont pas connus : la part réelle d’un conteneur est impossible à déterminer
    [done] La sortie s’arrête avant la dernière ligne du script de contrôle : elle a été tronquée et les sections suivantes manquent
   *[other] {""}
}

analysis-note-container-host-is-vm = L’hôte de ce conteneur est lui-même une machine virtuelle ({ $hypervisor }).
analysis-note-container-host-hypervisor-flag = Le processeur affiche le drapeau hypervisor : l’hôte de ce conteneur est une machine virtuelle.
analysis-note-container-shares-kernel = Un conteneur partage le noyau de l’hôte : des conteneurs d’autres locataires peuvent tourner à côté des vôtres sur le même hôte.
analysis-note-detect-virt-none-but-container = systemd-detect-virt répond `none`, mais les chemins cgroup ou les montages révèlent un environnement de conteneurs.
analysis-note-container-by-markers = systemd-detect-virt n’est pas disponible ; le conteneur est reconnu à ses fichiers marqueurs, cgroups ou montages.
analysis-note-likely-bare-metal = Ni drapeau hypervisor, ni marqueur de conteneur, ni systemd-detect-virt : très probablement du bare metal.
analysis-note-application-container = Le PID 1 est `{ $comm }`, pas un système d’init : un conteneur d’application.
analysis-note-kernel-is-hosts = Le noyau { $release } est celui de l’hôte : sa version, ses modules et le pilote noyau NVIDIA relèvent du choix de l’hôte.
analysis-note-modules-are-hosts = Les modules listés sont ceux de l’hôte : /proc/modules n’est pas propre à l’espace de noms.
analysis-note-modules-hidden = Les modules du noyau ne peuvent pas être listés : c’est le cas typique d’un conteneur ou d’un noyau cloisonné.
analysis-note-vgpu-shared = NVIDIA vGPU : le GPU physique est partagé avec d’autres VM ; le profil fixe la mémoire graphique, le calcul est réparti dans le temps (ou une tranche MIG pour les profils adossés à MIG).
analysis-note-vgpu-licensed-product = Produit sous licence : { $product }.
analysis-note-mig-without-instance = Le mode MIG est activé, mais aucune instance MIG n’est visible ici : le GPU est partitionné et cette machine n’en détient aucune tranche, ou nvidia-smi -L n’a pas été relevé.
analysis-note-mig-instance = Une instance MIG : une partition matérielle du GPU avec sa propre mémoire et ses propres SM, isolée des autres instances de la même carte.
analysis-note-sriov-virtual-functions = Fonctions virtuelles SR-IOV : le matériel divise le GPU physique en fonctions partagées entre invités ; chaque VF reçoit une part de la mémoire et du temps de calcul.
analysis-note-sriov-virtual-functions-of-host = Un conteneur voit toute l’arborescence PCI de l’hôte : les fonctions listées sont toutes celles de l’hôte ; le nœud de périphérique attribué à ce conteneur figure dans la section `dev_nodes`.
analysis-note-no-gpu-visible = Aucun GPU n’est visible : ni le pilote NVIDIA ni le bus PCI n’en montrent.
analysis-note-gpu-presence-unknown = Ni le bus PCI ni le pilote NVIDIA n’ont pu être lus : on ne sait pas s’il y a un GPU.
analysis-note-no-nvidia-tool = Un GPU figure sur le bus PCI, mais aucun outil NVIDIA n’a tourné : entier ou partagé, impossible de le dire sans nvidia-smi.
analysis-note-passthrough = GPU en pass-through : la VM pilote tout le GPU physique (VFIO) ; nvidia-smi indique `Virtualization Mode : Pass-Through`.
analysis-note-vm-without-virtualization-mode = Une VM dont le GPU est en `Virtualization Mode : None` est inhabituelle : les pilotes anciens n’indiquent pas le pass-through.
analysis-note-gpu-used-by-others = Le GPU { $gpu } a { $used_mib } Mio occupés, mais aucun processus n’est visible ici : un autre locataire (ou une de vos charges hors de ce conteneur) utilise le même GPU.
analysis-note-container-whole-gpu = Le GPU entier est visible pour ce conteneur. Si l’hôte le donne aussi à d’autres conteneurs (time-slicing), cela ne se voit pas de l’intérieur.
analysis-note-isolation-unknown = L’isolation est inconnue : entier ou partagé, impossible de le dire.
analysis-note-host-has-other-gpus = Le bus PCI montre { $on_bus } GPU NVIDIA, le pilote en donne { $given } à cette machine : les autres GPU de l’hôte vont à d’autres locataires.
analysis-note-time-slicing-invisible = Le time-slicing (CUDA MPS, time-slicing de Kubernetes) ne se voit pas de l’intérieur.
analysis-note-cpus-beyond-quota = Le conteneur affiche { $shown } CPU, mais son quota de CPU n’en autorise que { $quota } : les autres appartiennent à l’hôte et servent à d’autres clients.
analysis-note-free-not-c-locale = `free` a affiché `{ $label }` : pas la locale C (le script impose LC_ALL=C ; cette sortie a été produite autrement). Lu par position.
analysis-note-memory-beyond-limit = Le conteneur affiche { $shown_gib } Gio de mémoire, mais sa limite cgroup est de { $limit_gib } Gio : il montre tout l’hôte.
analysis-note-container-by-signals = systemd-detect-virt n’est pas disponible et aucun fichier marqueur, chemin cgroup ou montage ne nomme d’environnement d’exécution ; les signes ci-dessous montrent ensemble un conteneur (environnement d’exécution non indiqué).
analysis-note-container-signals-inconclusive = systemd-detect-virt n’est pas disponible et aucun marqueur ne nomme d’environnement d’exécution ; les signes ci-dessous évoquent un conteneur sans suffire à trancher : l’isolation reste inconnue.
analysis-note-cgroup-root-has-limits = Le cgroup sous /sys/fs/cgroup a un quota de CPU ou une limite de mémoire (`cpu.max`, `memory.max`) ; le cgroup racine d’une machine entière ou d’une VM n’a ni l’un ni l’autre : c’est le cgroup propre d’un conteneur.
analysis-note-runtime-bind-mounts = { $paths } sont montés à part, comme les environnements de conteneurs les montent dans chaque conteneur.
analysis-note-root-is-subdirectory = Le système de fichiers racine est le répertoire `{ $root }` d’un autre système de fichiers, monté comme racine à la manière des environnements de conteneurs.
analysis-note-user-namespace-mapped = Les identifiants d’utilisateur sont traduits (`{ $map }`) : la sonde tourne dans un espace de noms utilisateur, comme dans les conteneurs rootless et non privilégiés.
analysis-note-pid1-not-init = Le PID 1 est `{ $comm }`, pas un système d’init : la sonde tourne dans son propre espace de noms PID, comme dans un conteneur ; à lui seul, cela ne tranche pas.
analysis-note-container-modules-loaded = Le noyau a chargé { $modules } : il fait tourner des conteneurs, ici ou en tant qu’hôte ; à lui seul, cela ne montre pas que cette machine en est un.
analysis-note-sriov-vf-likely = { $device } est probablement une fonction virtuelle SR-IOV d’un iGPU Intel, une part de l’iGPU que l’hôte répartit entre invités ; non vérifié : les raisons suivent.
analysis-note-igpu-outside-its-slot = L’iGPU Intel est en { $device }, pas en 00:02.0 où se trouve un iGPU sur du vrai matériel : l’hyperviseur l’a placé dans cette VM.
analysis-note-behind-emulated-root-port = Il se trouve derrière le port racine PCIe { $port } ({ $id }), émulé par QEMU.
analysis-note-sriov-capable-igpu = Son identifiant { $id } est celui d’un iGPU (Tiger Lake ou plus récent) dont le pilote i915 ou xe prend en charge SR-IOV ; ses fonctions virtuelles portent le même identifiant.
analysis-note-not-a-physical-function = Il n’a ni `physfn` ni `sriov_totalvfs` : ce n’est pas une fonction physique avec ses propres VF ; dans un invité, une VF n’a pas non plus de lien `physfn`, sa fonction physique restant sur l’hôte.
analysis-note-igpu-driver-bound = Le pilote { $driver } lui est attaché.
analysis-note-no-display-connectors = Son périphérique DRM { $card } n’a aucun connecteur d’affichage : le pilote ne gère pas d’affichage sur une fonction virtuelle, alors que l’iGPU entier montre ses sorties.
analysis-note-vf-mode-not-confirmed = Le journal du noyau, où le pilote écrit `Running in SR-IOV VF mode`, n’a pas pu être lu ({ $detail }) : il le confirmerait.
analysis-note-vf-mode-not-in-log = Le journal du noyau a été lu et ne contient aucune ligne `Running in SR-IOV VF mode` (elle a pu être écrasée depuis le démarrage) : non confirmé.
analysis-note-driver-reports-vf-mode = Le pilote signale le mode VF SR-IOV : `{ $line }`.

analysis-vram-not-in-datasheet = { $name } ne figure pas dans la table des fiches techniques.
analysis-vram-not-reported = La { $model } a { $nominal_gb } Go ({ $source }) ; ici, aucun outil du pilote n’a indiqué la mémoire.
analysis-vram-matches = { $usable_mib } Mio indiqués sur les { $nominal_mib } Mio de la { $model } ({ $short_percent } % de moins) : dans les { $tolerance_percent } % que le pilote réserve { $memory_kind ->
    [gddr] (sur GDDR avec ECC activé, 1/16 va aux bits de contrôle)
   *[hbm] pour lui-même et le micrologiciel
}. C’est la mémoire de la carte entière.
analysis-vram-mig-slice = { $usable_mib } Mio utilisables sur les { $nominal_mib } Mio de la { $model } : une instance MIG ({ $profiles }), une tranche matérielle avec sa propre mémoire.
analysis-vram-vgpu-profile = { $usable_mib } Mio sur les { $nominal_mib } Mio de la { $model } : la mémoire graphique du profil vGPU { $profile }.
analysis-vram-unidentified = { $usable_mib } Mio sur les { $nominal_mib } Mio de la { $model } ({ $short_percent } % de moins, au-delà de la réserve de { $tolerance_percent } %) : une part non identifiée (vGPU, MIG) ou une autre variante de mémoire de la carte.

## Pourquoi une réponse de la liste de contrôle est inconnue : la raison propre à gpucase,
## ou les termes de la source de l’offre, cités tels quels (flux d’un plugin, devis) et
## signalés comme les siens.

unknown-host-and-location-not-stated = l’offre n’indique ni le propriétaire de l’hôte ni son emplacement
unknown-offer-said = « { $reason } » (termes de l’offre)

## Ce qui écarte une option de la recommandation selon les exigences du dossier
## (crates/core/src/requirements.rs), et les exigences elles-mêmes.

exclusion-restarts = arrêtée entre les heures d’activité et redémarrée avant { $windows }, qui doit répondre sans délai ; un démarrage peut échouer faute de capacité
exclusion-spot = exécute { $windows }, qui doit répondre sans délai, sur une capacité spot qui peut être reprise
exclusion-partly-held = garde { $held } GPU à chaque heure, mais { $windows } doit répondre sans délai sur { $needed } ; le reste est démarré à la demande
exclusion-outside-eu = { $offer } se trouve en { $country }, hors UE/EEE, et { $requirement }
exclusion-location-unknown = { $offer } n’indique pas où se trouve la machine, et { $requirement }
exclusion-container = { $offer } est un conteneur sur le noyau de l’hôte ; une VM ou du bare metal est nécessaire car { $requirement }
exclusion-isolation-unknown = { $offer } n’indique pas ce qui sépare les clients ; une VM ou du bare metal est nécessaire car { $requirement }
exclusion-host-not-vouched = l’hôte de { $offer } est { $status } ; un hôte du fournisseur ou vérifié est nécessaire car { $requirement }
exclusion-host-unknown = { $offer } n’indique pas qui exploite l’hôte ; un hôte du fournisseur ou vérifié est nécessaire car { $requirement }
exclusion-gpu-memory-short = { $offer } a { $vram } Go par GPU ; le modèle a besoin de { $min } Go
exclusion-gpu-memory-unknown = { $offer } n’indique pas sa mémoire GPU ; le modèle a besoin de { $min } Go par GPU
exclusion-probe = la sonde exécutée dans { $offer } le { $date } a constaté : { $finding }
exclusion-withdrawn = { $offer } a été retirée du catalogue
exclusion-no-offer = saisie à la main sans offre, on ne peut donc pas vérifier que { $requirement }
exclusion-offer-not-shortlisted = tarifée d’après { $offer }, absente de la présélection, donc impossible de vérifier que { $requirement }
exclusion-replica-too-large = a { $has } GPU par serveur ou instance ; une réplique du modèle en a besoin de { $gpus } sur une machine
exclusion-domain-too-small = relie ses GPU { $interconnect ->
    [sxm] par NVSwitch (SXM)
    [nvl] par des ponts NVLink (NVL)
   *[pcie] par PCIe seulement, sans NVLink
} en domaines de { $domain } ; une réplique du modèle a besoin de { $gpus } GPU dans un domaine NVLink
exclusion-interconnect-unknown = ne dit pas comment ses GPU sont reliés ; une réplique du modèle a besoin de { $gpus } GPU dans un domaine NVLink
exclusion-replica-memory-unknown = n’indique pas la mémoire de ses GPU, donc le nombre de GPU sur lesquels tourne une réplique du modèle de { $gb } Go ne peut être compté
# Une raison qui écarte plusieurs options de la recommandation, avec leur nombre.
excluded-group = { $kind ->
    [restarts] Arrêtées hors utilisation et redémarrées avant { $windows }, où il faut répondre sans délai
    [spot] { $windows } sur capacité spot, qui peut être reprise
    [partly_held] Moins de GPU tenus en permanence que n’en demandent les heures de { $windows }
    [outside_eu] Hors UE/EEE, alors que { $requirement }
    [location_unknown] Emplacement non indiqué, alors que { $requirement }
    [container] Conteneur sur le noyau de l’hôte ; une VM ou du bare metal est nécessaire car { $requirement }
    [isolation_unknown] Isolation non indiquée ; une VM ou du bare metal est nécessaire car { $requirement }
    [host_not_vouched] Hôte ni propre au fournisseur ni vérifié ; il doit l’être car { $requirement }
    [host_unknown] Hôte non indiqué ; un hôte propre au fournisseur ou vérifié est nécessaire car { $requirement }
    [gpu_memory_short] Moins de { $min } Go de mémoire par GPU
    [gpu_memory_unknown] Mémoire GPU non indiquée ; le modèle demande { $min } Go par GPU
    [probe_contradiction] Une sonde a trouvé la machine livrée très différente de l’offre
    [withdrawn] Tarifées sur une offre retirée du catalogue
    [no_offer] Saisies à la main sans offre, donc impossible de vérifier que { $requirement }
    [offer_not_shortlisted] Tarifées d’après une offre absente de la présélection, donc impossible de vérifier que { $requirement }
    [replica_too_large] Moins de GPU par machine que les { $gpus } d’une réplique du modèle
    [domain_too_small] Pas de domaine NVLink des { $gpus } GPU qu’une réplique du modèle demande
    [interconnect_unknown] Interconnexion GPU non indiquée ; une réplique du modèle demande { $gpus } GPU dans un domaine NVLink
   *[replica_memory_unknown] Mémoire GPU non indiquée : les GPU d’une réplique de { $gb } Go ne peuvent être comptés
} : { $count ->
    [one] une option
   *[other] { $count } options
}
requirement = { $kind ->
    [must_answer] « { $window } » doit répondre sans délai
    [gdpr_data] les données relèvent du RGPD
    [service_24x7] le service tourne 24 h sur 24
    [min_gpu_memory] le modèle a besoin de { $gb } Go par GPU
    [replica] une réplique du modèle a besoin de { $gpus } GPU sur une machine
    [replica_domain] une réplique du modèle a besoin de { $gpus } GPU dans un domaine NVLink
    [probe_resolved] les constats de la sonde pour { $offer } sont levés par une note
   *[current_offer] { $offer } est une offre actuelle
}
would-change = { $kind ->
    [must_answer] Si « { $window } » pouvait attendre un redémarrage
    [gdpr_data] Si les données ne relevaient pas du RGPD
    [service_24x7] Si l’isolation et l’hôte ne primaient pas sur le prix
    [min_gpu_memory] Si moins de { $gb } Go par GPU suffisaient
    [replica] Si une réplique avait besoin de moins de { $gpus } GPU sur une machine
    [replica_domain] Si les { $gpus } GPU d’une réplique ne devaient pas partager un domaine NVLink
    [probe_resolved] Si les constats de la sonde pour { $offer } étaient levés par une note
   *[current_offer] Si { $offer } était encore proposée
}, ces options seraient admissibles : { $options }.
window-quoted = « { $name } »
names-separator = {", "}
requirement-stated = { $kind ->
    [must_answer] « { $window } » répond sans délai
    [gdpr_data] données relevant du RGPD
    [service_24x7] service 24 h sur 24
   *[min_gpu_memory] au moins { $gb } Go par GPU
    [replica] { $gpus } GPU par réplique
    [replica_domain] { $gpus } GPU par réplique dans un domaine NVLink
}
requirement-replica-memory = { $gb } Go de mémoire GPU par réplique, comptés en répliques servies
requirement-spares = N+{ $spares } : { $spares ->
    [one] un serveur ou une instance de réserve
   *[other] { $spares } serveurs ou instances de réserve
} au-delà de la pointe
