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
seen-runtime-not-named = Laufzeitumgebung nicht genannt
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
seen-sriov-vf-likely = virtuelle SR-IOV-Funktion { $devices }, wahrscheinlich (nicht nachgewiesen)
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
charge-unknown = { $kind ->
    [storage] Speicher
    [egress] ausgehende Datenübertragung
    [ingress] eingehende Datenübertragung
    [ipv4] IPv4
    [setup] Einrichtung
    [support] Support
   *[licence] Lizenz
}, Preis unbekannt ({ $why })
charge = { $kind ->
    [upfront] Vorauszahlung
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

## Die Auswertung des Prüfskripts (`gpucase probe analyze`, der Auswertungskasten des
## Desktops): Überschriften, Antworten, Hinweise und was unbeantwortet blieb
## (crates/probe/src/note.rs). Abschnittsnamen, Ausgabezeilen sowie GPU-, Hypervisor- und
## Profilnamen kommen so, wie die Maschine sie geschrieben hat.

analysis-title = { $complete ->
    [no] gpucase-Auswertung des Prüfskripts (Skriptversion { $version }, erhoben { $collected }, UNVOLLSTÄNDIG)
   *[yes] gpucase-Auswertung des Prüfskripts (Skriptversion { $version }, erhoben { $collected })
}
analysis-answer = { $heading }: { $answer }
analysis-heading-isolation = Isolation
analysis-heading-kernel = Kernel
analysis-heading-modules = Kernelmodule
analysis-heading-allocation = GPU-Zuteilung
analysis-heading-cpu = CPU
analysis-heading-memory = Arbeitsspeicher
analysis-heading-missing = Nicht beantwortet:
analysis-more-lines = … { $count ->
    [one] { $count } weitere Zeile
   *[other] { $count } weitere Zeilen
}
analysis-kernel = { $ownership ->
    [own] eigener Kernel
    [host] Kernel des Hosts
   *[unknown] Eigentümer unbekannt
} ({ $release })
analysis-release-unknown = Version unbekannt
analysis-modules-visible = { $nvidia ->
    [yes] { $count } sichtbar, NVIDIA-Modul geladen
   *[no] { $count } sichtbar
}
analysis-modules-hidden = verborgen
analysis-modules-unknown = nicht erhoben
analysis-gpu = GPU { $index }: { $name } ({ $bus }), { $status }: { $explanation }
analysis-vram-status = { $status ->
    [matches] Speicher laut Datenblatt
    [shortfall] weniger Speicher, als die Karte hat
    [unknown_model] Modell nicht in der Datenblatt-Tabelle
   *[not_reported] Speicher nicht gemeldet
}
analysis-datasheet = Datenblatt: { $model } { $gb } GB, { $source }
analysis-cpu = { $usable } nutzbar ({ $shown } angezeigt, Kontingent { $quota })
analysis-memory = { $usable } nutzbar ({ $shown } angezeigt, Limit { $limit })
analysis-gib = { $value } GiB
analysis-none = keines
analysis-missing = { $section } ({ $reason ->
    [not_in_output] nicht in der Ausgabe
    [truncated] abgeschnitten
    [tool_not_installed] Werkzeug nicht installiert
    [needs_root] nur als root
    [permission_denied] Zugriff verweigert
    [failed] fehlgeschlagen
   *[unreadable] nicht lesbar
}): { $consequence }
analysis-consequence-sentence = { $consequence }.
analysis-consequence-detail = { $consequence } (`{ $detail }`).
# Leer für einen hier nicht aufgeführten Abschnitt: Dann zeigt der Host die Folge, die die
# Auswertung gespeichert hat.
analysis-consequence = { $section ->
    [virt] Die Isolation stützt sich nur auf indirekte Hinweise (Markierungsdateien, cgroups, Mounts, DMI, CPU-Flags)
    [init_cgroup] Die Container-Laufzeitumgebung lässt sich nicht aus den cgroup-Pfaden lesen
    [init_container_env] Die Variable `container=` von PID 1 (gesetzt von LXC, podman, systemd-nspawn) ist nicht bekannt
    [mountinfo] Das Root-Dateisystem (in Containern ein Overlay) ist nicht bekannt
    [dmi] Der Hersteller der Maschine (in einer VM der Name des Hypervisors) ist nicht bekannt
    [dmidecode] Der Produktname aus dmidecode (nur als root) ist nicht bekannt; stattdessen wird /sys/class/dmi/id gelesen
    [cpuinfo] Das CPU-Flag `hypervisor` ist nicht bekannt
    [uname] Die Kernelversion ist nicht bekannt
    [modules] Ob Kernelmodule sichtbar sind, ist nicht bekannt
    [lspci] Die Namen der PCI-Geräte sind nicht bekannt; die Suche in sysfs liefert nur Kennungen
    [pci_sysfs] GPUs ohne Treiber und virtuelle SR-IOV-Funktionen (`physfn`) sind nicht zu sehen
    [nvidia_smi_q] MIG-Modus, Virtualisierungsmodus (Pass-Through, vGPU) und Grafikspeicher lassen sich nicht lesen: Ob ganze GPU oder Anteil, ist nicht zu erkennen
    [nvidia_smi_l] Die MIG-Profile lassen sich nicht benennen
    [nvidia_smi_query] Der Abgleich von GPU-Namen und Speicher ist nicht möglich
    [nproc] Die CPUs, die dieser Prozess nutzen darf, sind nicht bekannt
    [free] Der angezeigte Arbeitsspeicher stammt allein aus /proc/meminfo
    [meminfo] /proc/meminfo steht zum Abgleich mit `free` nicht zur Verfügung
    [cgroup_limits] CPU-Kontingent und Speicherlimit sind nicht bekannt: Der tatsächliche Anteil eines Containers ist nicht zu erkennen
    [done] Die Ausgabe endet vor der letzten Zeile des Prüfskripts: Sie wurde abgeschnitten, spätere Abschnitte fehlen
   *[other] {""}
}

analysis-note-container-host-is-vm = Der Host dieses Containers ist selbst eine virtuelle Maschine ({ $hypervisor }).
analysis-note-container-host-hypervisor-flag = Die CPU zeigt das Hypervisor-Flag: Der Host dieses Containers ist eine virtuelle Maschine.
analysis-note-container-shares-kernel = Ein Container teilt sich den Kernel des Hosts: Container anderer Mieter können auf demselben Host neben Ihren laufen.
analysis-note-detect-virt-none-but-container = systemd-detect-virt antwortet `none`, cgroup-Pfade oder Mounts zeigen aber eine Container-Laufzeitumgebung.
analysis-note-container-by-markers = systemd-detect-virt ist nicht verfügbar; der Container wird an Markierungsdateien, cgroups oder Mounts erkannt.
analysis-note-likely-bare-metal = Kein Hypervisor-Flag, keine Container-Markierung und kein systemd-detect-virt: höchstwahrscheinlich Bare Metal.
analysis-note-application-container = PID 1 ist `{ $comm }`, kein Init-System: ein Anwendungscontainer.
analysis-note-kernel-is-hosts = Kernel { $release } gehört dem Host: Version, Module und NVIDIA-Kerneltreiber bestimmt der Host.
analysis-note-modules-are-hosts = Die aufgeführten Module sind die des Hosts: /proc/modules ist nicht an den Namensraum gebunden.
analysis-note-modules-hidden = Kernelmodule lassen sich nicht auflisten: typisch für einen Container oder einen abgeschotteten Kernel.
analysis-note-vgpu-shared = NVIDIA vGPU: Die physische GPU wird mit anderen VMs geteilt; das Profil legt den Grafikspeicher fest, die Rechenleistung wird zeitlich aufgeteilt (bei MIG-gestützten Profilen ein MIG-Segment).
analysis-note-vgpu-licensed-product = Lizenziertes Produkt: { $product }.
analysis-note-mig-without-instance = Der MIG-Modus ist aktiv, hier ist aber keine MIG-Instanz sichtbar: Die GPU ist partitioniert und diese Maschine hat kein Segment, oder nvidia-smi -L wurde nicht erhoben.
analysis-note-mig-instance = Eine MIG-Instanz: eine Hardware-Partition der GPU mit eigenem Speicher und eigenen SMs, getrennt von den anderen Instanzen derselben Karte.
analysis-note-sriov-virtual-functions = Virtuelle SR-IOV-Funktionen: Die Hardware teilt die physische GPU in Funktionen, die sich Gäste teilen; jede VF erhält einen Teil des Speichers und der Rechenzeit.
analysis-note-sriov-virtual-functions-of-host = Ein Container sieht den gesamten PCI-Baum des Hosts: Die aufgeführten Funktionen sind alle die des Hosts; der diesem Container zugewiesene Geräteknoten steht im Abschnitt `dev_nodes`.
analysis-note-no-gpu-visible = Keine GPU sichtbar: weder der NVIDIA-Treiber noch der PCI-Bus zeigt eine.
analysis-note-gpu-presence-unknown = Weder der PCI-Bus noch der NVIDIA-Treiber ließ sich lesen: Ob eine GPU vorhanden ist, ist nicht bekannt.
analysis-note-no-nvidia-tool = Am PCI-Bus hängt eine GPU, aber kein NVIDIA-Werkzeug lief: Ob ganz oder geteilt, lässt sich ohne nvidia-smi nicht sagen.
analysis-note-passthrough = GPU-Pass-Through: Die VM steuert die ganze physische GPU (VFIO); nvidia-smi meldet `Virtualization Mode : Pass-Through`.
analysis-note-vm-without-virtualization-mode = Eine VM mit einer GPU im `Virtualization Mode : None` ist ungewöhnlich: Ältere Treiber melden Pass-Through nicht.
analysis-note-gpu-used-by-others = Auf GPU { $gpu } sind { $used_mib } MiB belegt, hier ist aber kein Prozess sichtbar: Ein anderer Mieter (oder eine eigene Last außerhalb dieses Containers) nutzt dieselbe GPU.
analysis-note-container-whole-gpu = Die ganze GPU ist für diesen Container sichtbar. Ob der Host sie auch anderen Containern gibt (Time-Slicing), ist von innen nicht zu sehen.
analysis-note-isolation-unknown = Die Isolation ist unbekannt, daher lässt sich nicht sagen, ob ganz oder geteilt.
analysis-note-host-has-other-gpus = Der PCI-Bus zeigt { $on_bus } NVIDIA-GPUs, der Treiber gibt dieser Maschine { $given }: Die übrigen GPUs des Hosts gehen an andere Mieter.
analysis-note-time-slicing-invisible = Time-Slicing (CUDA MPS, Kubernetes-Time-Slicing) ist von innen nicht sichtbar.
analysis-note-cpus-beyond-quota = Der Container zeigt { $shown } CPUs, sein CPU-Kontingent erlaubt aber nur { $quota }: Die übrigen gehören dem Host und werden von anderen genutzt.
analysis-note-free-not-c-locale = `free` hat `{ $label }` ausgegeben: nicht die C-Locale (das Skript setzt LC_ALL=C; diese Ausgabe entstand anders). Nach Position gelesen.
analysis-note-memory-beyond-limit = Der Container zeigt { $shown_gib } GiB Arbeitsspeicher, sein cgroup-Limit beträgt aber { $limit_gib } GiB: Er zeigt den ganzen Host.
analysis-note-container-by-signals = systemd-detect-virt ist nicht verfügbar, und keine Markierungsdatei, kein cgroup-Pfad und kein Mount nennt eine Laufzeitumgebung; die folgenden Anzeichen zeigen zusammen einen Container (Laufzeitumgebung nicht genannt).
analysis-note-container-signals-inconclusive = systemd-detect-virt ist nicht verfügbar, und keine Markierung nennt eine Laufzeitumgebung; die folgenden Anzeichen deuten auf einen Container, reichen aber für eine Entscheidung nicht aus: Die Isolation bleibt unbekannt.
analysis-note-cgroup-root-has-limits = Die cgroup unter /sys/fs/cgroup hat ein CPU-Kontingent oder ein Speicherlimit (`cpu.max`, `memory.max`); die Wurzel-cgroup einer ganzen Maschine oder einer VM hat keines von beiden: Dies ist die eigene cgroup eines Containers.
analysis-note-runtime-bind-mounts = { $paths } sind eigens eingehängt, wie Container-Laufzeitumgebungen sie in jeden Container einhängen.
analysis-note-root-is-subdirectory = Das Wurzeldateisystem ist das Verzeichnis `{ $root }` eines anderen Dateisystems, als Wurzel eingehängt, wie es Container-Laufzeitumgebungen tun.
analysis-note-user-namespace-mapped = Benutzer-IDs sind umgesetzt (`{ $map }`): Die Probe läuft in einem User-Namensraum, wie in rootlosen und unprivilegierten Containern.
analysis-note-pid1-not-init = PID 1 ist `{ $comm }`, kein Init-System: Die Probe läuft in einem eigenen PID-Namensraum, wie in einem Container; allein entscheidet das nicht.
analysis-note-container-modules-loaded = Der Kernel hat { $modules } geladen: Er betreibt Container, hier oder als deren Host; allein zeigt das nicht, dass diese Maschine einer ist.
analysis-note-sriov-vf-likely = { $device } ist wahrscheinlich eine virtuelle SR-IOV-Funktion einer Intel-iGPU, ein Anteil der iGPU, den der Host unter Gästen aufteilt; nicht nachgewiesen: Die Gründe folgen.
analysis-note-igpu-outside-its-slot = Die Intel-iGPU liegt auf { $device }, nicht auf 00:02.0, wo eine iGPU auf echter Hardware sitzt: Der Hypervisor hat sie in diese VM gelegt.
analysis-note-behind-emulated-root-port = Sie hängt hinter dem PCIe-Root-Port { $port } ({ $id }), den QEMU emuliert.
analysis-note-sriov-capable-igpu = Ihre ID { $id } ist die einer iGPU (Tiger Lake oder neuer), deren i915- oder xe-Treiber SR-IOV unterstützt; ihre virtuellen Funktionen tragen dieselbe ID.
analysis-note-not-a-physical-function = Sie hat weder `physfn` noch `sriov_totalvfs`: Sie ist keine physische Funktion mit eigenen VFs; in einem Gast hat auch eine VF keinen `physfn`-Link, da ihre physische Funktion auf dem Host bleibt.
analysis-note-igpu-driver-bound = Der Treiber { $driver } ist an sie gebunden.
analysis-note-no-display-connectors = Ihr DRM-Gerät { $card } hat keinen Bildschirmanschluss: Auf einer virtuellen Funktion steuert der Treiber keine Anzeige, die ganze iGPU zeigt dagegen ihre Ausgänge.
analysis-note-vf-mode-not-confirmed = Das Kernelprotokoll, in das der Treiber `Running in SR-IOV VF mode` schreibt, ließ sich nicht lesen ({ $detail }): Es würde dies bestätigen.
analysis-note-vf-mode-not-in-log = Das Kernelprotokoll wurde gelesen und enthält keine Zeile `Running in SR-IOV VF mode` (sie kann seit dem Start überschrieben worden sein): nicht bestätigt.
analysis-note-driver-reports-vf-mode = Der Treiber meldet den SR-IOV-VF-Modus: `{ $line }`.

analysis-vram-not-in-datasheet = { $name } steht nicht in der Datenblatt-Tabelle.
analysis-vram-not-reported = Die { $model } hat { $nominal_gb } GB ({ $source }); hier hat kein Treiberwerkzeug den Speicher gemeldet.
analysis-vram-matches = { $usable_mib } MiB gemeldet von den { $nominal_mib } MiB der { $model } ({ $short_percent } % weniger): innerhalb der { $tolerance_percent } %, die der Treiber { $memory_kind ->
    [gddr] zurückhält (bei GDDR mit aktiviertem ECC geht 1/16 an die Prüfbits)
   *[hbm] für sich und die Firmware zurückhält
}. Das ist der Speicher der ganzen Karte.
analysis-vram-mig-slice = { $usable_mib } MiB nutzbar von den { $nominal_mib } MiB der { $model }: eine MIG-Instanz ({ $profiles }), ein Hardware-Segment mit eigenem Speicher.
analysis-vram-vgpu-profile = { $usable_mib } MiB von den { $nominal_mib } MiB der { $model }: der Grafikspeicher des vGPU-Profils { $profile }.
analysis-vram-unidentified = { $usable_mib } MiB von den { $nominal_mib } MiB der { $model } ({ $short_percent } % weniger, mehr als die Reserve von { $tolerance_percent } %): ein nicht erkannter Anteil (vGPU, MIG) oder eine andere Speichervariante der Karte.

## Warum eine Antwort der Checkliste unbekannt ist: der eigene Grund von gpucase oder die
## Worte der Angebotsquelle, unverändert zitiert (Feed eines Plugins, ein Angebot) und als
## deren Worte gekennzeichnet.

unknown-host-and-location-not-stated = Das Angebot nennt weder den Eigentümer des Hosts noch seinen Standort
unknown-offer-said = „{ $reason }“ (Wortlaut des Angebots)

## Was eine Option unter den Anforderungen des Falls von der Empfehlung ausschließt
## (crates/core/src/requirements.rs), und die Anforderungen selbst.

exclusion-restarts = zwischen den Betriebsstunden gestoppt und vor { $windows } neu gestartet, obwohl dort ohne Verzögerung geantwortet werden muss; ein Start kann an fehlender Kapazität scheitern
exclusion-spot = betreibt { $windows }, wo ohne Verzögerung geantwortet werden muss, auf Spot-Kapazität, die zurückgenommen werden kann
exclusion-partly-held = hält jede Stunde { $held } GPUs, aber { $windows } muss ohne Verzögerung auf { $needed } antworten; der Rest wird On-Demand gestartet
exclusion-outside-eu = { $offer } steht in { $country }, außerhalb von EU/EWR, obwohl { $requirement }
exclusion-location-unknown = { $offer } nennt den Standort der Maschine nicht, obwohl { $requirement }
exclusion-container = { $offer } ist ein Container auf dem Kernel des Hosts; eine VM oder Bare Metal ist nötig, weil { $requirement }
exclusion-isolation-unknown = { $offer } nennt nicht, was die Mandanten trennt; eine VM oder Bare Metal ist nötig, weil { $requirement }
exclusion-host-not-vouched = der Host von { $offer } ist { $status }; nötig ist ein eigener Host des Anbieters oder ein verifizierter, weil { $requirement }
exclusion-host-unknown = { $offer } nennt nicht, wer den Host betreibt; nötig ist ein eigener Host des Anbieters oder ein verifizierter, weil { $requirement }
exclusion-gpu-memory-short = { $offer } hat { $vram } GB je GPU; das Modell braucht { $min } GB
exclusion-gpu-memory-unknown = { $offer } nennt seinen GPU-Speicher nicht; das Modell braucht { $min } GB je GPU
exclusion-probe = die Prüfung in { $offer } am { $date } ergab: { $finding }
exclusion-withdrawn = { $offer } wurde aus dem Katalog genommen
exclusion-no-offer = von Hand ohne Angebot erfasst, daher nicht prüfbar, ob { $requirement }
exclusion-offer-not-shortlisted = bepreist nach { $offer }, das nicht in der Auswahlliste steht, daher nicht prüfbar, ob { $requirement }
exclusion-replica-too-large = hat { $has } GPUs je Server oder Instanz; eine Modellreplik braucht { $gpus } auf einer Maschine
exclusion-domain-too-small = verbindet seine GPUs { $interconnect ->
    [sxm] über NVSwitch (SXM)
    [nvl] über NVLink-Brücken (NVL)
   *[pcie] nur über PCIe, ohne NVLink
} in Domänen zu { $domain }; eine Modellreplik braucht { $gpus } GPUs in einer NVLink-Domäne
exclusion-interconnect-unknown = sagt nicht, wie seine GPUs verbunden sind; eine Modellreplik braucht { $gpus } GPUs in einer NVLink-Domäne
exclusion-replica-memory-unknown = nennt seinen GPU-Speicher nicht, daher lässt sich nicht zählen, auf wie vielen GPUs eine Modellreplik mit { $gb } GB läuft
# Ein Grund, der mehrere Optionen von der Empfehlung ausschließt, mit ihrer Zahl.
excluded-group = { $kind ->
    [restarts] Im Leerlauf gestoppt und vor { $windows } neu gestartet, wo ohne Verzögerung geantwortet werden muss
    [spot] { $windows } auf Spot-Kapazität, die entzogen werden kann
    [partly_held] Weniger GPUs durchgehend gehalten, als die Stunden von { $windows } brauchen
    [outside_eu] Außerhalb von EU/EWR, und { $requirement }
    [location_unknown] Standort nicht angegeben, und { $requirement }
    [container] Container auf dem Kernel des Hosts; eine VM oder Bare Metal ist nötig, weil { $requirement }
    [isolation_unknown] Isolation nicht angegeben; eine VM oder Bare Metal ist nötig, weil { $requirement }
    [host_not_vouched] Host weder eigener des Anbieters noch verifiziert; das ist nötig, weil { $requirement }
    [host_unknown] Host nicht angegeben; ein eigener oder verifizierter Host ist nötig, weil { $requirement }
    [gpu_memory_short] Weniger als { $min } GB Speicher je GPU
    [gpu_memory_unknown] GPU-Speicher nicht angegeben; das Modell braucht { $min } GB je GPU
    [probe_contradiction] Eine Probe fand die gelieferte Maschine kritisch anders als das Angebot
    [withdrawn] Zu einem aus dem Katalog zurückgezogenen Angebot bepreist
    [no_offer] Von Hand ohne Angebot erfasst, daher nicht prüfbar, ob { $requirement }
    [offer_not_shortlisted] Bepreist nach einem Angebot, das nicht in der Auswahlliste steht, daher nicht prüfbar, ob { $requirement }
    [replica_too_large] Weniger GPUs je Maschine als die { $gpus }, die eine Modellreplik braucht
    [domain_too_small] Keine NVLink-Domäne aus den { $gpus } GPUs, die eine Modellreplik braucht
    [interconnect_unknown] GPU-Verbindung nicht angegeben; eine Modellreplik braucht { $gpus } GPUs in einer NVLink-Domäne
   *[replica_memory_unknown] GPU-Speicher nicht angegeben, daher sind die GPUs einer Modellreplik von { $gb } GB nicht zählbar
}: { $count ->
    [one] eine Option
   *[other] { $count } Optionen
}
requirement = { $kind ->
    [must_answer] „{ $window }“ ohne Verzögerung antworten muss
    [gdpr_data] die Daten unter die DSGVO fallen
    [service_24x7] der Dienst rund um die Uhr läuft
    [min_gpu_memory] das Modell { $gb } GB je GPU braucht
    [replica] eine Modellreplik { $gpus } GPUs auf einer Maschine braucht
    [replica_domain] eine Modellreplik { $gpus } GPUs in einer NVLink-Domäne braucht
    [probe_resolved] die Prüfbefunde zu { $offer } mit einer Notiz geklärt sind
   *[current_offer] { $offer } ein aktuelles Angebot ist
}
would-change = { $kind ->
    [must_answer] Dürfte „{ $window }“ auf einen Neustart warten
    [gdpr_data] Fielen die Daten nicht unter die DSGVO
    [service_24x7] Wögen Isolation und Host nicht schwerer als der Preis
    [min_gpu_memory] Genügten weniger als { $gb } GB je GPU
    [replica] Bräuchte eine Replik weniger als { $gpus } GPUs auf einer Maschine
    [replica_domain] Müssten die { $gpus } GPUs einer Replik keine NVLink-Domäne teilen
    [probe_resolved] Wären die Prüfbefunde zu { $offer } mit einer Notiz geklärt
   *[current_offer] Würde { $offer } noch angeboten
}, kämen diese Optionen in Frage: { $options }.
window-quoted = „{ $name }“
names-separator = {", "}
requirement-stated = { $kind ->
    [must_answer] „{ $window }“ antwortet ohne Verzögerung
    [gdpr_data] Daten unter der DSGVO
    [service_24x7] Dienst rund um die Uhr
   *[min_gpu_memory] mindestens { $gb } GB je GPU
    [replica] { $gpus } GPUs je Replik
    [replica_domain] { $gpus } GPUs je Replik in einer NVLink-Domäne
}
requirement-replica-memory = { $gb } GB GPU-Speicher je Replik, gezählt in bedienten Repliken
requirement-spares = N+{ $spares }: { $spares ->
    [one] ein Reserveserver oder eine Reserveinstanz
   *[other] { $spares } Reserveserver oder -instanzen
} über die Spitze hinaus
