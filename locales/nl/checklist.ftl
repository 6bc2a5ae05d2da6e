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
charge = { $kind ->
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
