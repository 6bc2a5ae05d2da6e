# Befunde des Prüfskripts gegenüber den Angaben eines Angebots (crates/core/src/finding.rs)
# und die Antwort zur Abrechnung in der Checkliste. Gemessene Werte ($found, Profile,
# GPU-Modelle) kommen so, wie die Maschine sie geschrieben hat.

finding-isolation-kind = { $kind ->
    [bare_metal] Bare Metal
    [virtual_machine] VM
   *[container] Container
}
finding-allocation-kind = { $kind ->
    [whole_gpu] ganze GPUs
    [mig] MIG-Instanz
    [vgpu] vGPU
    [sriov_vf] virtuelle SR-IOV-Funktion
   *[time_sliced] zeitlich geteilter Anteil (Time-Slicing)
}
finding-value-unknown = unbekannt
finding-isolation-unknown = Die Isolation lässt sich aus der Ausgabe des Prüfskripts nicht bestimmen (angeboten: { $offered }).
finding-isolation-weaker = Angeboten als { $offered }, geliefert als { $delivered }: schwächere Isolation als gekauft.
finding-isolation-stronger = Angeboten als { $offered }, geliefert als { $delivered }: stärkere Isolation als zugesagt.
finding-no-gpu = Es ist überhaupt keine GPU sichtbar (angeboten: { $offered }).
finding-allocation-undetermined = Ob ganze GPU oder Anteil, lässt sich aus der Ausgabe des Prüfskripts nicht erkennen (angeboten: { $offered }).
finding-share-instead-of-whole-gpu = Angeboten waren ganze GPUs; geliefert: { $delivered }.
finding-allocation-differs = Angeboten: { $offered }; geliefert: { $delivered }.
finding-profile-differs = Das Angebot nennt das Profil { $offered }; geliefert: { $delivered }.
finding-gpu-model-differs = GPU { $gpu } ist eine { $found }, nicht das angebotene Modell { $offered }.
finding-gpu-count-differs = { $offered ->
    [one] { $offered } GPU angeboten
   *[other] { $offered } GPUs angeboten
}, { $visible } sichtbar.
finding-vram-not-reported = GPU { $gpu }: Es wurde keine Speichergröße gemeldet; die angebotenen { $offered } GB lassen sich nicht prüfen.
finding-vram-short = GPU { $gpu }: { $usable } MiB nutzbar, { $offered } GB angeboten ({ $short } % weniger).
finding-vram-reserve = GPU { $gpu }: { $usable } MiB gemeldet bei { $offered } GB laut Angebot: die übliche Reserve des Treibers, kein Anteil.
finding-cpu-unknown = Die Zahl der nutzbaren CPUs ließ sich nicht lesen ({ $offered } vCPUs angeboten).
finding-cpu-short = { $offered } vCPUs angeboten, { $usable } nutzbar.
finding-cpus-beyond-quota = Die Maschine zeigt { $shown } CPUs, ihr CPU-Kontingent erlaubt aber nur { $quota }: Die übrigen gehören dem Host und werden von anderen genutzt.
finding-memory-unknown = Der nutzbare Arbeitsspeicher ließ sich nicht lesen ({ $offered } GB angeboten).
finding-memory-short = { $offered } GB RAM angeboten, { $usable } GiB nutzbar.

billing-answer = { $period ->
    [hour] stundenweise abgerechnet
   *[month] monatlich abgerechnet (ein Stundenwert ist der Preis / 730 h)
}, { $model ->
    [on_demand] On-Demand
    [spot] Spot
    [interruptible] unterbrechbar
    [reserved] reserviert
    [savings_plan] Savings Plan
   *[capacity_block] Capacity Block
}
billing-answer-term = { $billing }, Laufzeit { $months } Monate

## Was das Prüfskript gesehen hat: die verifizierten Antworten zu Isolation und GPU-Anteil.

seen-bare-metal = Bare Metal
seen-virtual-machine = virtuelle Maschine ({ $hypervisor })
seen-hypervisor-not-named = Hypervisor nicht genannt
seen-container = { $host ->
    [virtual_machine] Container ({ $runtime }, auf einem VM-Host)
    [bare_metal] Container ({ $runtime }, auf einem Bare-Metal-Host)
   *[unknown] Container ({ $runtime })
}
seen-isolation-unknown = unbekannt
seen-no-gpu = keine GPU
seen-whole-gpu = { $via ->
    [bare_metal] ganze GPU (Bare Metal)
    [passthrough] ganze GPU (an die VM durchgereicht)
   *[container_device] ganze GPU (Gerät des Hosts, dem Container übergeben)
}
seen-mig = MIG-Instanz { $profiles }
seen-vgpu = vGPU { $profiles }
seen-sriov-vf = virtuelle SR-IOV-Funktion { $devices }
seen-shared = mit einem anderen Mieter geteilt
seen-undetermined = von innen nicht feststellbar

## Die Antworten aus den Angaben des Angebots (auch in der Angebotstabelle des Berichts):
## Isolation, GPU-Anteil, Kosten, Host und Standort.

isolation = { $kind ->
    [bare_metal] Bare Metal
    [vm] virtuelle Maschine
    [container] Container
   *[unknown] unbekannt
}
allocation = { $kind ->
    [passthrough] ganze GPU (Passthrough)
    [bare_metal] ganze GPU (Bare Metal)
    [sriov_vf] SR-IOV-Anteil
    [vgpu] vGPU
    [mig] MIG-Instanz
    [time_slicing] Time-Slicing
   *[unknown] unbekannt
}
allocation-share = { $allocation }, { $share } einer GPU
allocation-profile = { $allocation } { $profile }
host-share = { $gpus ->
    [unknown] Größe des Hosts unbekannt
   *[other] { $yours } von { $gpus } GPUs des Hosts
}
host-status = { $status ->
    [provider_owned] im Besitz des Anbieters
    [verified] verifiziert
    [unverified] nicht verifiziert
    [revoked] Verifizierung entzogen
   *[unknown] unbekannt
}
location-unknown = unbekannt
location-eu = { $place } (EU/EWR)
location-non-eu = { $place } (außerhalb von EU/EWR)
charges-none = keine angegeben
charge = { $kind ->
    [storage] Speicher
    [egress] ausgehende Datenübertragung
    [ingress] eingehende Datenübertragung
    [ipv4] IPv4
    [setup] Einrichtung
    [support] Support
   *[licence] Lizenz
} { $amount }{ $unit ->
    [per_gb_month] /GB/Monat
    [per_gb] /GB
    [per_month] /Monat
    [per_hour] /Stunde
   *[one_off] {" "}einmalig
}
answer-separator = {"; "}
