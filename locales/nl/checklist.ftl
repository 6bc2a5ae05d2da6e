# Bevindingen van het controlescript ten opzichte van wat een aanbieding belooft
# (crates/core/src/finding.rs) en het antwoord over de facturering in de checklist.
# Gemeten waarden ($found, profielen, GPU-modellen) komen zoals de machine ze schreef.

finding-isolation-kind = { $kind ->
    [bare_metal] bare metal
    [virtual_machine] VM
   *[container] container
}
finding-allocation-kind = { $kind ->
    [whole_gpu] hele GPU’s
    [mig] MIG-instance
    [vgpu] vGPU
    [sriov_vf] virtuele SR-IOV-functie
   *[time_sliced] deel via time-slicing
}
finding-value-unknown = onbekend
finding-isolation-unknown = De isolatie valt uit de uitvoer van het controlescript niet vast te stellen (aangeboden: { $offered }).
finding-isolation-weaker = Aangeboden als { $offered }, geleverd als { $delivered }: zwakkere isolatie dan gekocht.
finding-isolation-stronger = Aangeboden als { $offered }, geleverd als { $delivered }: sterkere isolatie dan toegezegd.
finding-no-gpu = Er is helemaal geen GPU zichtbaar (aangeboden: { $offered }).
finding-allocation-undetermined = Of het een hele GPU of een deel is, valt uit de uitvoer van het controlescript niet op te maken (aangeboden: { $offered }).
finding-share-instead-of-whole-gpu = Er werden hele GPU’s aangeboden; geleverd: { $delivered }.
finding-allocation-differs = Aangeboden: { $offered }; geleverd: { $delivered }.
finding-profile-differs = De aanbieding noemt het profiel { $offered }; geleverd: { $delivered }.
finding-gpu-model-differs = GPU { $gpu } is een { $found }, niet het aangeboden model { $offered }.
finding-gpu-count-differs = { $offered ->
    [one] { $offered } GPU aangeboden
   *[other] { $offered } GPU’s aangeboden
}, { $visible } zichtbaar.
finding-vram-not-reported = GPU { $gpu }: er is geen geheugengrootte gemeld; de aangeboden { $offered } GB zijn niet te controleren.
finding-vram-short = GPU { $gpu }: { $usable } MiB bruikbaar, { $offered } GB aangeboden ({ $short }% minder).
finding-vram-reserve = GPU { $gpu }: { $usable } MiB gemeld bij { $offered } GB volgens de aanbieding: de gebruikelijke reserve van de driver, geen deel.
finding-cpu-unknown = Het aantal bruikbare CPU’s kon niet worden gelezen ({ $offered } vCPU’s aangeboden).
finding-cpu-short = { $offered } vCPU’s aangeboden, { $usable } bruikbaar.
finding-cpus-beyond-quota = De machine toont { $shown } CPU’s, maar het CPU-quotum staat er maar { $quota } toe: de rest hoort bij de host en wordt door anderen gebruikt.
finding-memory-unknown = Het bruikbare werkgeheugen kon niet worden gelezen ({ $offered } GB aangeboden).
finding-memory-short = { $offered } GB RAM aangeboden, { $usable } GiB bruikbaar.

billing-answer = { $period ->
    [hour] per uur gefactureerd
   *[month] per maand gefactureerd (een uurbedrag is de prijs / 730 u)
}, { $model ->
    [on_demand] on-demand
    [spot] spot
    [interruptible] onderbreekbaar
    [reserved] gereserveerd
    [savings_plan] Savings Plan
   *[capacity_block] capaciteitsblok
}
billing-answer-term = { $billing }, looptijd { $months } maanden

## Wat het controlescript zag: de geverifieerde antwoorden over isolatie en GPU-deel.

seen-bare-metal = bare metal
seen-virtual-machine = virtuele machine ({ $hypervisor })
seen-hypervisor-not-named = hypervisor niet genoemd
seen-runtime-not-named = runtime niet genoemd
seen-container = { $host ->
    [virtual_machine] container ({ $runtime }, op een VM-host)
    [bare_metal] container ({ $runtime }, op een bare-metal-host)
   *[unknown] container ({ $runtime })
}
seen-isolation-unknown = onbekend
seen-no-gpu = geen GPU
seen-whole-gpu = { $via ->
    [bare_metal] hele GPU (bare metal)
    [passthrough] hele GPU (doorgegeven aan de VM)
   *[container_device] hele GPU (apparaat van de host, aan de container gegeven)
}
seen-mig = MIG-instance { $profiles }
seen-vgpu = vGPU { $profiles }
seen-sriov-vf = virtuele SR-IOV-functie { $devices }
seen-sriov-vf-likely = virtuele SR-IOV-functie { $devices }, waarschijnlijk (niet geverifieerd)
seen-shared = gedeeld met een andere huurder
seen-undetermined = van binnenuit niet vast te stellen

## De antwoorden uit de gegevens van de aanbieding (ook in de aanbiedingstabel van het
## rapport): isolatie, GPU-deel, kosten, host en locatie.

isolation = { $kind ->
    [bare_metal] bare metal
    [vm] virtuele machine
    [container] container
   *[unknown] onbekend
}
allocation = { $kind ->
    [passthrough] hele GPU (passthrough)
    [bare_metal] hele GPU (bare metal)
    [sriov_vf] SR-IOV-deel
    [vgpu] vGPU
    [mig] MIG-instance
    [time_slicing] time-slicing
   *[unknown] onbekend
}
allocation-share = { $allocation }, { $share } van een GPU
allocation-profile = { $allocation } { $profile }
host-share = { $gpus ->
    [unknown] grootte van de host onbekend
   *[other] { $yours } van { $gpus } GPU’s op de host
}
host-status = { $status ->
    [provider_owned] eigendom van de provider
    [verified] geverifieerd
    [unverified] niet geverifieerd
    [revoked] verificatie ingetrokken
   *[unknown] onbekend
}
location-unknown = onbekend
location-eu = { $place } (EU/EER)
location-non-eu = { $place } (buiten de EU/EER)
charges-none = geen vermeld
charge-unknown = { $kind ->
    [storage] opslag
    [egress] uitgaand verkeer
    [ingress] inkomend verkeer
    [ipv4] IPv4
    [setup] installatie
    [support] support
   *[licence] licentie
}, prijs onbekend ({ $why })
charge = { $kind ->
    [upfront] vooruitbetaling
    [storage] opslag
    [egress] uitgaand verkeer
    [ingress] inkomend verkeer
    [ipv4] IPv4
    [setup] installatie
    [support] support
   *[licence] licentie
} { $amount }{ $unit ->
    [per_gb_month] {" "}per GB per maand
    [per_gb] {" "}per GB
    [per_month] {" "}per maand
    [per_hour] {" "}per uur
   *[one_off] {" "}eenmalig
}
answer-separator = {"; "}

## De analyse van het controlescript (`gpucase probe analyze`, het analysevak van de
## desktop): koppen, antwoorden, opmerkingen en wat onbeantwoord bleef
## (crates/probe/src/note.rs). Sectienamen, uitvoerregels en de namen van GPU's,
## hypervisors en profielen komen zoals de machine ze schreef.

analysis-title = { $complete ->
    [no] gpucase-analyse van het controlescript (scriptversie { $version }, verzameld op { $collected }, ONVOLLEDIG)
   *[yes] gpucase-analyse van het controlescript (scriptversie { $version }, verzameld op { $collected })
}
analysis-answer = { $heading }: { $answer }
analysis-heading-isolation = Isolatie
analysis-heading-kernel = Kernel
analysis-heading-modules = Kernelmodules
analysis-heading-allocation = GPU-toewijzing
analysis-heading-cpu = CPU
analysis-heading-memory = Geheugen
analysis-heading-missing = Niet beantwoord:
analysis-more-lines = … { $count ->
    [one] nog { $count } regel
   *[other] nog { $count } regels
}
analysis-kernel = { $ownership ->
    [own] eigen kernel
    [host] kernel van de host
   *[unknown] eigenaar onbekend
} ({ $release })
analysis-release-unknown = versie onbekend
analysis-modules-visible = { $nvidia ->
    [yes] { $count } zichtbaar, NVIDIA-module geladen
   *[no] { $count } zichtbaar
}
analysis-modules-hidden = verborgen
analysis-modules-unknown = niet verzameld
analysis-gpu = GPU { $index }: { $name } ({ $bus }), { $status }: { $explanation }
analysis-vram-status = { $status ->
    [matches] geheugen volgens het datasheet
    [shortfall] minder geheugen dan de kaart heeft
    [unknown_model] model niet in de datasheettabel
   *[not_reported] geheugen niet gemeld
}
analysis-datasheet = datasheet: { $model } { $gb } GB, { $source }
analysis-cpu = { $usable } bruikbaar ({ $shown } getoond, quotum { $quota })
analysis-memory = { $usable } bruikbaar ({ $shown } getoond, limiet { $limit })
analysis-gib = { $value } GiB
analysis-none = geen
analysis-missing = { $section } ({ $reason ->
    [not_in_output] niet in de uitvoer
    [truncated] afgebroken
    [tool_not_installed] hulpprogramma niet geïnstalleerd
    [needs_root] alleen als root
    [permission_denied] toegang geweigerd
    [failed] mislukt
   *[unreadable] onleesbaar
}): { $consequence }
analysis-consequence-sentence = { $consequence }.
analysis-consequence-detail = { $consequence } (`{ $detail }`).
# Leeg voor een sectie die hier niet staat: de host toont dan het gevolg dat de analyse
# heeft opgeslagen.
analysis-consequence = { $section ->
    [virt] De isolatie berust op indirecte aanwijzingen (markeringsbestanden, cgroups, mounts, DMI, CPU-vlaggen)
    [init_cgroup] De containerruntime is niet uit de cgroup-paden af te lezen
    [init_container_env] De variabele `container=` van PID 1 (gezet door LXC, podman, systemd-nspawn) is niet bekend
    [mountinfo] Het rootbestandssysteem (in containers een overlay) is niet bekend
    [dmi] De fabrikant van de machine (in een VM de naam van de hypervisor) is niet bekend
    [dmidecode] De productnaam uit dmidecode (alleen als root) is niet bekend; in plaats daarvan wordt /sys/class/dmi/id gelezen
    [cpuinfo] De CPU-vlag `hypervisor` is niet bekend
    [uname] De kernelversie is niet bekend
    [modules] Of kernelmodules zichtbaar zijn, is niet bekend
    [lspci] De namen van de PCI-apparaten zijn niet bekend; de doorloop van sysfs geeft alleen id's
    [pci_sysfs] GPU's zonder driver en virtuele SR-IOV-functies (`physfn`) zijn niet te zien
    [nvidia_smi_q] MIG-modus, virtualisatiemodus (pass-through, vGPU) en framebuffer zijn niet te lezen: of het een hele GPU of een aandeel is, valt niet te zeggen
    [nvidia_smi_l] De MIG-profielen zijn niet te benoemen
    [nvidia_smi_query] De controle van GPU-namen en geheugen is niet beschikbaar
    [nproc] De CPU's die dit proces mag gebruiken, zijn niet bekend
    [free] Het getoonde geheugen komt alleen uit /proc/meminfo
    [meminfo] /proc/meminfo is niet beschikbaar om `free` te controleren
    [cgroup_limits] CPU-quotum en geheugenlimiet zijn niet bekend: het werkelijke aandeel van een container valt niet te zeggen
    [done] De uitvoer stopt vóór de laatste regel van het controlescript: ze is afgebroken en latere secties ontbreken
   *[other] {""}
}

analysis-note-container-host-is-vm = De host van deze container is zelf een virtuele machine ({ $hypervisor }).
analysis-note-container-host-hypervisor-flag = De CPU toont de hypervisorvlag: de host van deze container is een virtuele machine.
analysis-note-container-shares-kernel = Een container deelt de kernel van de host: containers van andere huurders kunnen op dezelfde host naast de uwe draaien.
analysis-note-detect-virt-none-but-container = systemd-detect-virt antwoordt `none`, maar cgroup-paden of mounts tonen een containerruntime.
analysis-note-container-by-markers = systemd-detect-virt is niet beschikbaar; de container is herkend aan markeringsbestanden, cgroups of mounts.
analysis-note-likely-bare-metal = Geen hypervisorvlag, geen containermarkering en geen systemd-detect-virt: zeer waarschijnlijk bare metal.
analysis-note-application-container = PID 1 is `{ $comm }`, geen init-systeem: een applicatiecontainer.
analysis-note-kernel-is-hosts = Kernel { $release } is die van de host: versie, modules en de NVIDIA-kerneldriver zijn de keuze van de host.
analysis-note-modules-are-hosts = De getoonde modules zijn die van de host: /proc/modules is niet aan de namespace gebonden.
analysis-note-modules-hidden = Kernelmodules zijn niet op te sommen: kenmerkend voor een container of een afgeschermde kernel.
analysis-note-vgpu-shared = NVIDIA vGPU: de fysieke GPU wordt gedeeld met andere VM's; het profiel legt de framebuffer vast, de rekenkracht wordt in tijd verdeeld (of een MIG-segment bij profielen op basis van MIG).
analysis-note-vgpu-licensed-product = Gelicentieerd product: { $product }.
analysis-note-mig-without-instance = De MIG-modus staat aan, maar hier is geen MIG-instance zichtbaar: de GPU is gepartitioneerd en deze machine heeft geen segment, of nvidia-smi -L is niet verzameld.
analysis-note-mig-instance = Een MIG-instance: een hardwarepartitie van de GPU met eigen geheugen en eigen SM's, gescheiden van de andere instances op dezelfde kaart.
analysis-note-sriov-virtual-functions = Virtuele SR-IOV-functies: de hardware splitst de fysieke GPU in functies die gasten delen; elke VF krijgt een deel van het geheugen en van de rekentijd.
analysis-note-sriov-virtual-functions-of-host = Een container ziet de hele PCI-boom van de host: de getoonde functies zijn allemaal die van de host; het apparaatknooppunt dat deze container kreeg, staat in de sectie `dev_nodes`.
analysis-note-no-gpu-visible = Er is geen GPU zichtbaar: de NVIDIA-driver noch de PCI-bus toont er een.
analysis-note-gpu-presence-unknown = De PCI-bus noch de NVIDIA-driver kon worden gelezen: of er een GPU is, is niet bekend.
analysis-note-no-nvidia-tool = Er zit een GPU op de PCI-bus, maar geen enkel NVIDIA-hulpprogramma draaide: heel of gedeeld valt zonder nvidia-smi niet te zeggen.
analysis-note-passthrough = GPU-pass-through: de VM stuurt de hele fysieke GPU aan (VFIO); nvidia-smi meldt `Virtualization Mode : Pass-Through`.
analysis-note-vm-without-virtualization-mode = Een VM met een GPU in `Virtualization Mode : None` is ongebruikelijk: oudere drivers melden pass-through niet.
analysis-note-gpu-used-by-others = Op GPU { $gpu } is { $used_mib } MiB in gebruik, maar hier is geen proces zichtbaar: een andere huurder (of een eigen werklast buiten deze container) gebruikt dezelfde GPU.
analysis-note-container-whole-gpu = De hele GPU is zichtbaar voor deze container. Of de host hem ook aan andere containers geeft (time-slicing), is van binnenuit niet te zien.
analysis-note-isolation-unknown = De isolatie is onbekend, dus heel of gedeeld valt niet te zeggen.
analysis-note-host-has-other-gpus = De PCI-bus toont { $on_bus } NVIDIA-GPU's, de driver geeft deze machine er { $given }: de overige GPU's van de host gaan naar andere huurders.
analysis-note-time-slicing-invisible = Time-slicing (CUDA MPS, Kubernetes-time-slicing) is van binnenuit niet zichtbaar.
analysis-note-cpus-beyond-quota = De container toont { $shown } CPU's, maar het CPU-quotum staat er maar { $quota } toe: de rest hoort bij de host en wordt door anderen gebruikt.
analysis-note-free-not-c-locale = `free` gaf `{ $label }`: niet de C-locale (het script zet LC_ALL=C; deze uitvoer is anders gemaakt). Op positie gelezen.
analysis-note-memory-beyond-limit = De container toont { $shown_gib } GiB geheugen, maar de cgroup-limiet is { $limit_gib } GiB: hij toont de hele host.
analysis-note-container-by-signals = systemd-detect-virt is niet beschikbaar en geen markeringsbestand, cgroup-pad of mount noemt een runtime; de onderstaande signalen tonen samen een container (runtime niet genoemd).
analysis-note-container-signals-inconclusive = systemd-detect-virt is niet beschikbaar en geen markering noemt een runtime; de onderstaande signalen wijzen op een container, maar volstaan niet om te beslissen: de isolatie blijft onbekend.
analysis-note-cgroup-root-has-limits = De cgroup onder /sys/fs/cgroup heeft een CPU-quotum of een geheugenlimiet (`cpu.max`, `memory.max`); de root-cgroup van een hele machine of een VM heeft geen van beide: dit is de eigen cgroup van een container.
analysis-note-runtime-bind-mounts = { $paths } zijn apart gemount, zoals containerruntimes ze in elke container mounten.
analysis-note-root-is-subdirectory = Het rootbestandssysteem is de map `{ $root }` van een ander bestandssysteem, als root gemount zoals containerruntimes dat doen.
analysis-note-user-namespace-mapped = Gebruikers-id's zijn omgezet (`{ $map }`): de probe draait in een user-namespace, zoals in rootless en onbevoorrechte containers.
analysis-note-pid1-not-init = PID 1 is `{ $comm }`, geen init-systeem: de probe draait in een eigen PID-namespace, zoals in een container; op zich beslist dat niets.
analysis-note-container-modules-loaded = De kernel heeft { $modules } geladen: hij draait containers, hier of als hun host; op zich toont dat niet dat deze machine er een is.
analysis-note-sriov-vf-likely = { $device } is waarschijnlijk een virtuele SR-IOV-functie van een Intel-iGPU, een deel van de iGPU dat de host over gasten verdeelt; niet geverifieerd: de redenen volgen.
analysis-note-igpu-outside-its-slot = De Intel-iGPU zit op { $device }, niet op 00:02.0 waar een iGPU op echte hardware zit: de hypervisor heeft hem in deze VM geplaatst.
analysis-note-behind-emulated-root-port = Hij zit achter de PCIe-rootpoort { $port } ({ $id }), die QEMU emuleert.
analysis-note-sriov-capable-igpu = Zijn id { $id } is die van een iGPU (Tiger Lake of nieuwer) waarvan de i915- of xe-driver SR-IOV ondersteunt; zijn virtuele functies dragen hetzelfde id.
analysis-note-not-a-physical-function = Hij heeft geen `physfn` en geen `sriov_totalvfs`: het is geen fysieke functie met eigen VF's; in een gast heeft ook een VF geen `physfn`-link, omdat de fysieke functie op de host blijft.
analysis-note-igpu-driver-bound = De driver { $driver } is eraan gekoppeld.
analysis-note-no-display-connectors = Zijn DRM-apparaat { $card } heeft geen beeldschermaansluiting: op een virtuele functie stuurt de driver geen beeldscherm aan, terwijl de hele iGPU zijn uitgangen toont.
analysis-note-vf-mode-not-confirmed = Het kernellogboek, waarin de driver `Running in SR-IOV VF mode` schrijft, kon niet worden gelezen ({ $detail }): het zou dit bevestigen.
analysis-note-vf-mode-not-in-log = Het kernellogboek is gelezen en bevat geen regel `Running in SR-IOV VF mode` (die kan sinds het opstarten zijn overschreven): niet bevestigd.
analysis-note-driver-reports-vf-mode = De driver meldt de SR-IOV-VF-modus: `{ $line }`.

analysis-vram-not-in-datasheet = { $name } staat niet in de datasheettabel.
analysis-vram-not-reported = De { $model } heeft { $nominal_gb } GB ({ $source }); hier heeft geen driverprogramma het geheugen gemeld.
analysis-vram-matches = { $usable_mib } MiB gemeld van de { $nominal_mib } MiB die de { $model } heeft ({ $short_percent }% minder): binnen de { $tolerance_percent }% die de driver { $memory_kind ->
    [gddr] achterhoudt (bij GDDR met ECC aan gaat 1/16 naar controlebits)
   *[hbm] voor zichzelf en de firmware achterhoudt
}. Dit is het geheugen van de hele kaart.
analysis-vram-mig-slice = { $usable_mib } MiB bruikbaar van de { $nominal_mib } MiB die de { $model } heeft: een MIG-instance ({ $profiles }), een hardwaresegment met eigen geheugen.
analysis-vram-vgpu-profile = { $usable_mib } MiB van de { $nominal_mib } MiB die de { $model } heeft: de framebuffer van het vGPU-profiel { $profile }.
analysis-vram-unidentified = { $usable_mib } MiB van de { $nominal_mib } MiB die de { $model } heeft ({ $short_percent }% minder, meer dan de reserve van { $tolerance_percent }%): een niet herkend aandeel (vGPU, MIG) of een andere geheugenvariant van de kaart.

## Waarom een antwoord van de checklist onbekend is: de eigen reden van gpucase, of de
## woorden van de bron van de aanbieding, ongewijzigd geciteerd (feed van een plug-in, een
## offerte) en als hun woorden gemarkeerd.

unknown-host-and-location-not-stated = de aanbieding noemt eigenaar noch locatie van de host
unknown-offer-said = ‘{ $reason }’ (letterlijk uit de aanbieding)

## Wat een optie onder de eisen van de case van de aanbeveling uitsluit
## (crates/core/src/requirements.rs), en de eisen zelf.

exclusion-restarts = tussen de drukke uren gestopt en vóór { $windows } opnieuw gestart, terwijl daar zonder vertraging geantwoord moet worden; een start kan mislukken door gebrek aan capaciteit
exclusion-spot = draait { $windows }, waar zonder vertraging geantwoord moet worden, op spotcapaciteit die teruggenomen kan worden
exclusion-partly-held = houdt elk uur { $held } GPU's vast, maar { $windows } moet zonder vertraging antwoorden op { $needed }; de rest wordt on-demand gestart
exclusion-outside-eu = { $offer } staat in { $country }, buiten de EU/EER, terwijl { $requirement }
exclusion-location-unknown = { $offer } zegt niet waar de machine staat, terwijl { $requirement }
exclusion-container = { $offer } is een container op de kernel van de host; een VM of bare metal is nodig omdat { $requirement }
exclusion-isolation-unknown = { $offer } zegt niet wat klanten van elkaar scheidt; een VM of bare metal is nodig omdat { $requirement }
exclusion-host-not-vouched = de host van { $offer } is { $status }; een eigen host van de aanbieder of een geverifieerde is nodig omdat { $requirement }
exclusion-host-unknown = { $offer } zegt niet wie de host beheert; een eigen host van de aanbieder of een geverifieerde is nodig omdat { $requirement }
exclusion-gpu-memory-short = { $offer } heeft { $vram } GB per GPU; het model heeft { $min } GB nodig
exclusion-gpu-memory-unknown = { $offer } vermeldt zijn GPU-geheugen niet; het model heeft { $min } GB per GPU nodig
exclusion-probe = de probe in { $offer } op { $date } vond: { $finding }
exclusion-withdrawn = { $offer } is uit de catalogus gehaald
exclusion-no-offer = met de hand ingevoerd zonder aanbod, dus niet na te gaan of { $requirement }
exclusion-offer-not-shortlisted = geprijsd naar { $offer }, dat niet op de shortlist staat, dus niet te controleren dat { $requirement }
exclusion-replica-too-large = heeft { $has } GPU’s per server of instantie; één modelreplica heeft er { $gpus } op één machine nodig
exclusion-domain-too-small = verbindt zijn GPU’s { $interconnect ->
    [sxm] via NVSwitch (SXM)
    [nvl] via NVLink-bruggen (NVL)
   *[pcie] alleen via PCIe, zonder NVLink
} in domeinen van { $domain }; één modelreplica heeft { $gpus } GPU’s in één NVLink-domein nodig
exclusion-interconnect-unknown = zegt niet hoe zijn GPU’s verbonden zijn; één modelreplica heeft { $gpus } GPU’s in één NVLink-domein nodig
exclusion-replica-memory-unknown = vermeldt zijn GPU-geheugen niet, dus het aantal GPU’s waarop één modelreplica van { $gb } GB draait kan niet worden geteld
# Een reden die meerdere opties van de aanbeveling uitsluit, met hun aantal.
excluded-group = { $kind ->
    [restarts] Gestopt bij inactiviteit en opnieuw gestart vóór { $windows }, waar zonder vertraging moet worden geantwoord
    [spot] { $windows } op spotcapaciteit, die kan worden teruggenomen
    [partly_held] Minder GPU's elk uur vastgehouden dan de uren van { $windows } nodig hebben
    [outside_eu] Buiten de EU/EER, terwijl { $requirement }
    [location_unknown] Locatie niet vermeld, terwijl { $requirement }
    [container] Een container op de kernel van de host; een VM of bare metal is nodig omdat { $requirement }
    [isolation_unknown] Isolatie niet vermeld; een VM of bare metal is nodig omdat { $requirement }
    [host_not_vouched] Host niet van de aanbieder zelf en niet geverifieerd; dat is nodig omdat { $requirement }
    [host_unknown] Host niet vermeld; een eigen of geverifieerde host is nodig omdat { $requirement }
    [gpu_memory_short] Minder dan { $min } GB geheugen per GPU
    [gpu_memory_unknown] GPU-geheugen niet vermeld; het model heeft { $min } GB per GPU nodig
    [probe_contradiction] Een probe vond de geleverde machine kritisch anders dan het aanbod
    [withdrawn] Geprijsd op een aanbod dat uit de catalogus is teruggetrokken
    [no_offer] Met de hand ingevoerd zonder aanbod, dus niet te controleren dat { $requirement }
    [offer_not_shortlisted] Geprijsd naar een aanbod dat niet op de shortlist staat, dus niet te controleren dat { $requirement }
    [replica_too_large] Minder GPU's per machine dan de { $gpus } die één modelreplica nodig heeft
    [domain_too_small] Geen NVLink-domein van de { $gpus } GPU's die één modelreplica nodig heeft
    [interconnect_unknown] GPU-verbinding niet vermeld; één modelreplica heeft { $gpus } GPU's in één NVLink-domein nodig
   *[replica_memory_unknown] GPU-geheugen niet vermeld, dus de GPU's van een modelreplica van { $gb } GB zijn niet te tellen
}: { $count ->
    [one] één optie
   *[other] { $count } opties
}
requirement = { $kind ->
    [must_answer] „{ $window }” zonder vertraging moet antwoorden
    [gdpr_data] de gegevens onder de AVG vallen
    [service_24x7] de dienst dag en nacht draait
    [min_gpu_memory] het model { $gb } GB per GPU nodig heeft
    [replica] één modelreplica { $gpus } GPU’s op één machine nodig heeft
    [replica_domain] één modelreplica { $gpus } GPU’s in één NVLink-domein nodig heeft
    [probe_resolved] de probebevindingen van { $offer } met een notitie zijn opgelost
   *[current_offer] { $offer } een actueel aanbod is
}
would-change = { $kind ->
    [must_answer] Als „{ $window }” op een herstart kon wachten
    [gdpr_data] Als de gegevens niet onder de AVG vielen
    [service_24x7] Als isolatie en host niet zwaarder wogen dan de prijs
    [min_gpu_memory] Als minder dan { $gb } GB per GPU volstond
    [replica] Als een replica minder dan { $gpus } GPU’s op één machine nodig had
    [replica_domain] Als de { $gpus } GPU’s van een replica geen NVLink-domein hoefden te delen
    [probe_resolved] Als de probebevindingen van { $offer } met een notitie waren opgelost
   *[current_offer] Als { $offer } nog werd aangeboden
}, kwamen deze opties in aanmerking: { $options }.
window-quoted = „{ $name }”
names-separator = {", "}
requirement-stated = { $kind ->
    [must_answer] „{ $window }” antwoordt zonder vertraging
    [gdpr_data] gegevens onder de AVG
    [service_24x7] dienst die dag en nacht draait
   *[min_gpu_memory] minstens { $gb } GB per GPU
    [replica] { $gpus } GPU’s per replica
    [replica_domain] { $gpus } GPU’s per replica in één NVLink-domein
}
requirement-replica-memory = { $gb } GB GPU-geheugen per replica, geteld in bediende replica’s
requirement-spares = N+{ $spares }: { $spares ->
    [one] één reserveserver of -instance
   *[other] { $spares } reserveservers of -instances
} boven de piek
