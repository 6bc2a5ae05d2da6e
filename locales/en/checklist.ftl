# The in-machine probe's findings against what an offer claims (crates/core/src/finding.rs),
# and the billing answer of the buyer's checklist. Loaded by the report, the CLI and the
# desktop. Measured values ($found, profiles, GPU models) arrive as the machine wrote them;
# kinds arrive as ids and are written here with finding-isolation-kind and
# finding-allocation-kind.

finding-isolation-kind = { $kind ->
    [bare_metal] bare metal
    [virtual_machine] a VM
   *[container] a container
}
finding-allocation-kind = { $kind ->
    [whole_gpu] whole GPUs
    [mig] a MIG instance
    [vgpu] a vGPU
    [sriov_vf] an SR-IOV virtual function
   *[time_sliced] a time-sliced share
}
finding-value-unknown = unknown
finding-isolation-unknown = The isolation could not be determined from the probe output (offered: { $offered }).
finding-isolation-weaker = Offered as { $offered }, delivered as { $delivered }: weaker isolation than bought.
finding-isolation-stronger = Offered as { $offered }, delivered as { $delivered }: stronger isolation than promised.
finding-no-gpu = No GPU is visible at all (offered: { $offered }).
finding-allocation-undetermined = Whole GPU or share could not be told from the probe output (offered: { $offered }).
finding-share-instead-of-whole-gpu = Whole GPUs were offered; delivered: { $delivered }.
finding-allocation-differs = Offered: { $offered }; delivered: { $delivered }.
finding-profile-differs = The offer names the profile { $offered }; delivered: { $delivered }.
finding-gpu-model-differs = GPU { $gpu } is { $found }, not the offered { $offered }.
finding-gpu-count-differs = { $offered ->
    [one] { $offered } GPU offered
   *[other] { $offered } GPUs offered
}, { $visible } visible.
finding-vram-not-reported = GPU { $gpu }: no memory size was reported; the { $offered } GB offered cannot be verified.
finding-vram-short = GPU { $gpu }: { $usable } MiB usable, { $offered } GB offered ({ $short }% less).
finding-vram-reserve = GPU { $gpu }: { $usable } MiB reported for { $offered } GB offered: the driver's usual reserve, not a share.
finding-cpu-unknown = The number of usable CPUs could not be read ({ $offered } vCPUs offered).
finding-cpu-short = { $offered } vCPUs offered, { $usable } usable.
finding-cpus-beyond-quota = The machine shows { $shown } CPUs, but its CPU quota allows { $quota }: the rest belong to the host and are used by others.
finding-memory-unknown = The usable memory could not be read ({ $offered } GB offered).
finding-memory-short = { $offered } GB RAM offered, { $usable } GiB usable.

billing-answer = { $period ->
    [hour] billed by the hour
   *[month] billed by the month (an hourly figure is the price / 730 h)
}, { $model ->
    [on_demand] on demand
    [spot] spot
    [interruptible] interruptible
    [reserved] reserved
    [savings_plan] savings plan
   *[capacity_block] capacity block
}
billing-answer-term = { $billing }, { $months }-month term

## What the probe saw: the verified answers to isolation and GPU share. Hypervisor,
## runtime, profile and device names are passed as the machine wrote them.

seen-bare-metal = bare metal
seen-virtual-machine = virtual machine ({ $hypervisor })
seen-hypervisor-not-named = hypervisor not named
seen-runtime-not-named = runtime not named
seen-container = { $host ->
    [virtual_machine] container ({ $runtime }, on a VM host)
    [bare_metal] container ({ $runtime }, on a bare-metal host)
   *[unknown] container ({ $runtime })
}
seen-isolation-unknown = unknown
seen-no-gpu = no GPU
seen-whole-gpu = { $via ->
    [bare_metal] whole GPU (bare metal)
    [passthrough] whole GPU (passed through to the VM)
   *[container_device] whole GPU (the host's device given to the container)
}
seen-mig = MIG instance { $profiles }
seen-vgpu = vGPU { $profiles }
seen-sriov-vf = SR-IOV virtual function { $devices }
seen-sriov-vf-likely = SR-IOV virtual function { $devices }, likely (not verified)
seen-shared = shared with another tenant
seen-undetermined = cannot be told from inside

## The offer's own answers to the checklist (also the report's offer table): isolation,
## GPU share, charges, host and location.

isolation = { $kind ->
    [bare_metal] bare metal
    [vm] virtual machine
    [container] container
   *[unknown] unknown
}
allocation = { $kind ->
    [passthrough] whole GPU (passthrough)
    [bare_metal] whole GPU (bare metal)
    [sriov_vf] SR-IOV virtual function
    [vgpu] vGPU
    [mig] MIG instance
    [time_slicing] time-sliced
   *[unknown] unknown
}
allocation-share = { $allocation }, { $share } of a GPU
allocation-profile = { $allocation } { $profile }
host-share = { $gpus ->
    [unknown] host size unknown
   *[other] { $yours } of { $gpus } GPUs on the host
}
host-status = { $status ->
    [provider_owned] provider's own
    [verified] verified
    [unverified] not verified
    [revoked] verification revoked
   *[unknown] unknown
}
location-unknown = unknown
location-eu = { $place } (EU/EEA)
location-non-eu = { $place } (outside the EU/EEA)
charges-none = none stated
charge-unknown = { $kind ->
    [storage] storage
    [egress] egress
    [ingress] ingress
    [ipv4] IPv4
    [setup] setup
    [support] support
   *[licence] licence
}, price not known ({ $why })
charge = { $kind ->
    [upfront] upfront payment
    [storage] storage
    [egress] egress
    [ingress] ingress
    [ipv4] IPv4
    [setup] setup
    [support] support
   *[licence] licence
} { $amount }{ $unit ->
    [per_gb_month] /GB-month
    [per_gb] /GB
    [per_month] /month
    [per_hour] /hour
   *[one_off] {" "}once
}
answer-separator = {"; "}

## The probe's analysis (`gpucase probe analyze`, the desktop's analysis box): headings,
## answers, notes and what could not be answered (crates/probe/src/note.rs). Section names,
## output lines, GPU, hypervisor and profile names arrive as the machine wrote them.

analysis-title = { $complete ->
    [no] gpucase probe analysis (probe version { $version }, collected { $collected }, INCOMPLETE)
   *[yes] gpucase probe analysis (probe version { $version }, collected { $collected })
}
analysis-answer = { $heading }: { $answer }
analysis-heading-isolation = Isolation
analysis-heading-kernel = Kernel
analysis-heading-modules = Kernel modules
analysis-heading-allocation = GPU allocation
analysis-heading-cpu = CPU
analysis-heading-memory = Memory
analysis-heading-missing = Not answered:
analysis-more-lines = … { $count ->
    [one] { $count } more line
   *[other] { $count } more lines
}
analysis-kernel = { $ownership ->
    [own] own kernel
    [host] the host's kernel
   *[unknown] owner unknown
} ({ $release })
analysis-release-unknown = release unknown
analysis-modules-visible = { $nvidia ->
    [yes] { $count } visible, NVIDIA module loaded
   *[no] { $count } visible
}
analysis-modules-hidden = hidden
analysis-modules-unknown = not collected
analysis-gpu = GPU { $index }: { $name } ({ $bus }), { $status }: { $explanation }
analysis-vram-status = { $status ->
    [matches] memory as on the datasheet
    [shortfall] less memory than the card has
    [unknown_model] model not in the datasheet table
   *[not_reported] memory not reported
}
analysis-datasheet = datasheet: { $model } { $gb } GB, { $source }
analysis-cpu = { $usable } usable ({ $shown } shown, quota { $quota })
analysis-memory = { $usable } usable ({ $shown } shown, limit { $limit })
analysis-gib = { $value } GiB
analysis-none = none
analysis-missing = { $section } ({ $reason ->
    [not_in_output] not in the output
    [truncated] cut off
    [tool_not_installed] tool not installed
    [needs_root] needs root
    [permission_denied] permission denied
    [failed] failed
   *[unreadable] unreadable
}): { $consequence }
analysis-consequence-sentence = { $consequence }.
analysis-consequence-detail = { $consequence } (`{ $detail }`).
# Empty for a section not listed: the host then shows the consequence the analysis stored.
analysis-consequence = { $section ->
    [virt] The isolation rests on indirect evidence (marker files, cgroups, mounts, DMI, CPU flags)
    [init_cgroup] The container runtime cannot be read from cgroup paths
    [init_container_env] PID 1's `container=` variable (set by LXC, podman, systemd-nspawn) is not known
    [mountinfo] The root filesystem (overlay in containers) is not known
    [dmi] The machine vendor (a hypervisor's name in a VM) is not known
    [dmidecode] The product name from dmidecode (root only) is not known; /sys/class/dmi/id is read instead
    [cpuinfo] The `hypervisor` CPU flag is not known
    [uname] The kernel release is not known
    [modules] Whether kernel modules are visible is not known
    [lspci] PCI device names are not known; the sysfs walk gives ids only
    [pci_sysfs] GPUs without a driver and SR-IOV virtual functions (`physfn`) cannot be seen
    [nvidia_smi_q] MIG mode, virtualization mode (pass-through, vGPU) and the frame buffer cannot be read: whole GPU or share cannot be told
    [nvidia_smi_l] MIG profiles cannot be named
    [nvidia_smi_query] The cross-check of GPU names and memory is not available
    [nproc] The CPUs this process may use are not known
    [free] The memory shown is taken from /proc/meminfo alone
    [meminfo] /proc/meminfo is not available to cross-check `free`
    [cgroup_limits] CPU quota and memory limit are not known: a container's real share cannot be told
    [done] The output ends before the probe's last line: it was cut off, and later sections are missing
   *[other] {""}
}

analysis-note-container-host-is-vm = The host of this container is itself a virtual machine ({ $hypervisor }).
analysis-note-container-host-hypervisor-flag = The CPU shows the hypervisor flag: the host of this container is a virtual machine.
analysis-note-container-shares-kernel = A container shares the host's kernel: other tenants' containers may run beside yours on the same host.
analysis-note-detect-virt-none-but-container = systemd-detect-virt answers `none`, but cgroup paths or mounts show a container runtime.
analysis-note-container-by-markers = systemd-detect-virt is not available; the container is recognised by marker files, cgroups or mounts.
analysis-note-likely-bare-metal = No hypervisor flag, no container marker and no systemd-detect-virt: most likely bare metal.
analysis-note-application-container = PID 1 is `{ $comm }`, not an init system: an application container.
analysis-note-kernel-is-hosts = Kernel { $release } is the host's: its version, its modules and the NVIDIA kernel driver are the host's choice.
analysis-note-modules-are-hosts = The modules listed are the host's: /proc/modules is not namespaced.
analysis-note-modules-hidden = Kernel modules cannot be listed: typical of a container or a sandboxed kernel.
analysis-note-vgpu-shared = NVIDIA vGPU: the physical GPU is shared with other VMs; the profile fixes the frame buffer, compute is time-sliced (or a MIG slice for MIG-backed profiles).
analysis-note-vgpu-licensed-product = Licensed product: { $product }.
analysis-note-mig-without-instance = MIG mode is enabled but no MIG instance is visible here: the GPU is partitioned and this machine holds no slice, or nvidia-smi -L was not collected.
analysis-note-mig-instance = A MIG instance: a hardware partition of the GPU with its own memory and SMs, isolated from the other instances on the same card.
analysis-note-sriov-virtual-functions = SR-IOV virtual functions: the physical GPU is split by the hardware into functions shared between guests; each VF gets a slice of memory and time.
analysis-note-sriov-virtual-functions-of-host = A container sees the host's whole PCI tree: the functions listed are all the host's; the device node given to this container is in the `dev_nodes` section.
analysis-note-no-gpu-visible = No GPU is visible: neither the NVIDIA driver nor the PCI bus shows one.
analysis-note-gpu-presence-unknown = Neither the PCI bus nor the NVIDIA driver could be read: whether there is a GPU is not known.
analysis-note-no-nvidia-tool = A GPU is on the PCI bus but no NVIDIA tool ran: whole or shared cannot be told without nvidia-smi.
analysis-note-passthrough = GPU pass-through: the VM drives the whole physical GPU (VFIO); nvidia-smi reports `Virtualization Mode : Pass-Through`.
analysis-note-vm-without-virtualization-mode = A VM with a GPU in `Virtualization Mode : None` is unusual: older drivers do not report pass-through.
analysis-note-gpu-used-by-others = GPU { $gpu } has { $used_mib } MiB in use but no process is visible here: another tenant (or a workload of yours outside this container) uses the same GPU.
analysis-note-container-whole-gpu = The whole GPU is visible to this container. Whether the host also gives it to other containers (time-slicing) cannot be seen from inside.
analysis-note-isolation-unknown = The isolation is unknown, so whole or shared cannot be told.
analysis-note-host-has-other-gpus = The PCI bus shows { $on_bus } NVIDIA GPUs, the driver gives this machine { $given }: the host's other GPUs go to other tenants.
analysis-note-time-slicing-invisible = Time-slicing (CUDA MPS, Kubernetes time-slicing) is not visible from inside.
analysis-note-cpus-beyond-quota = The container shows { $shown } CPUs but its CPU quota allows { $quota }: the rest are the host's, used by others.
analysis-note-free-not-c-locale = `free` printed `{ $label }`: not the C locale (the script forces LC_ALL=C; this output was made otherwise). Read by position.
analysis-note-memory-beyond-limit = The container shows { $shown_gib } GiB of memory but its cgroup limit is { $limit_gib } GiB: it shows the whole host.
analysis-note-container-by-signals = systemd-detect-virt is not available and no marker file, cgroup path or mount names a runtime; the signals below together show a container (runtime not named).
analysis-note-container-signals-inconclusive = systemd-detect-virt is not available and no marker names a runtime; the signals below point to a container but are not enough to decide: the isolation stays unknown.
analysis-note-cgroup-root-has-limits = The cgroup at /sys/fs/cgroup has a CPU quota or a memory limit (`cpu.max`, `memory.max`); the root cgroup of a whole machine or a VM has neither: this is a container's own cgroup.
analysis-note-runtime-bind-mounts = { $paths } are mounted on their own, as container runtimes mount them into each container.
analysis-note-root-is-subdirectory = The root filesystem is the directory `{ $root }` of another filesystem, mounted as root the way container runtimes do.
analysis-note-user-namespace-mapped = User ids are mapped (`{ $map }`): the probe runs in a user namespace, as in rootless and unprivileged containers.
analysis-note-pid1-not-init = PID 1 is `{ $comm }`, not an init system: the probe runs in a PID namespace of its own, as in a container; alone this does not decide.
analysis-note-container-modules-loaded = The kernel has { $modules } loaded: it runs containers, here or as their host; alone this does not show that this machine is one.
analysis-note-sriov-vf-likely = { $device } is likely an SR-IOV virtual function of an Intel iGPU, a share of the iGPU that the host splits between guests; not verified: the reasons follow.
analysis-note-igpu-outside-its-slot = The Intel iGPU is at { $device }, not at 00:02.0 where an iGPU sits on real hardware: the hypervisor placed it in this VM.
analysis-note-behind-emulated-root-port = It sits behind the PCIe root port { $port } ({ $id }), which QEMU emulates.
analysis-note-sriov-capable-igpu = Its id { $id } is that of an iGPU (Tiger Lake or later) whose i915 or xe driver supports SR-IOV; its virtual functions carry the same id.
analysis-note-not-a-physical-function = It has neither `physfn` nor `sriov_totalvfs`: it is no physical function with VFs of its own; inside a guest a VF has no `physfn` link either, as its physical function stays on the host.
analysis-note-igpu-driver-bound = The { $driver } driver is bound to it.
analysis-note-no-display-connectors = Its DRM device { $card } has no display connector: the driver drives no display on a virtual function, while the whole iGPU shows its outputs.
analysis-note-vf-mode-not-confirmed = The kernel log, where the driver writes `Running in SR-IOV VF mode`, could not be read ({ $detail }): it would confirm this.
analysis-note-vf-mode-not-in-log = The kernel log was read and has no `Running in SR-IOV VF mode` line (it may have been overwritten since boot): not confirmed.
analysis-note-driver-reports-vf-mode = The driver reports SR-IOV VF mode: `{ $line }`.

analysis-vram-not-in-datasheet = { $name } is not in the datasheet table.
analysis-vram-not-reported = The { $model } has { $nominal_gb } GB ({ $source }); no driver tool reported the memory here.
analysis-vram-matches = { $usable_mib } MiB reported of the { $nominal_mib } MiB the { $model } has ({ $short_percent }% less): within the { $tolerance_percent }% the driver reserves { $memory_kind ->
    [gddr] (on GDDR with ECC enabled, 1/16 goes to check bits)
   *[hbm] for itself and the firmware
}. This is the whole card's memory.
analysis-vram-mig-slice = { $usable_mib } MiB usable of the { $nominal_mib } MiB the { $model } has: a MIG instance ({ $profiles }), a hardware slice with its own memory.
analysis-vram-vgpu-profile = { $usable_mib } MiB of the { $nominal_mib } MiB the { $model } has: the frame buffer of the vGPU profile { $profile }.
analysis-vram-unidentified = { $usable_mib } MiB of the { $nominal_mib } MiB the { $model } has ({ $short_percent }% less, beyond the { $tolerance_percent }% reserve): a share not identified (vGPU, MIG) or another memory variant of the card.

## Why a checklist answer is unknown: gpucase's own reason, or the offer's source's words
## quoted as given (a plugin's feed, a quote), marked as theirs.

unknown-host-and-location-not-stated = the offer states neither the host's owner nor its location
unknown-offer-said = “{ $reason }” (the offer's words)

## What keeps an option from being recommended under the case's requirements
## (crates/core/src/requirements.rs), and the requirements themselves. The report, the
## CLI and the desktop's Decision view write these.

exclusion-restarts = stopped between busy hours and started again before { $windows }, which must answer without delay; a start can fail for lack of capacity
exclusion-spot = runs { $windows }, which must answer without delay, on spot capacity that can be taken back
exclusion-partly-held = holds { $held } GPUs every hour, but { $windows } must answer without delay on { $needed }; the rest are started on demand
exclusion-outside-eu = { $offer } is in { $country }, outside the EU/EEA, and { $requirement }
exclusion-location-unknown = { $offer } does not say where the machine is, and { $requirement }
exclusion-container = { $offer } is a container on the host's kernel; a VM or bare metal is needed because { $requirement }
exclusion-isolation-unknown = { $offer } does not say what isolates tenants; a VM or bare metal is needed because { $requirement }
exclusion-host-not-vouched = the host of { $offer } is { $status }; the provider's own or a verified host is needed because { $requirement }
exclusion-host-unknown = { $offer } does not say who runs the host; the provider's own or a verified host is needed because { $requirement }
exclusion-gpu-memory-short = { $offer } has { $vram } GB per GPU; the model needs { $min } GB
exclusion-gpu-memory-unknown = { $offer } does not state its GPU memory; the model needs { $min } GB per GPU
exclusion-probe = the probe run in { $offer } on { $date } found: { $finding }
exclusion-withdrawn = { $offer } was withdrawn from the catalog
exclusion-no-offer = typed by hand without an offer, so it cannot be checked that { $requirement }
exclusion-offer-not-shortlisted = priced from { $offer }, which the shortlist does not hold, so it cannot be checked that { $requirement }
exclusion-replica-too-large = has { $has } GPUs per server or instance; one model replica needs { $gpus } on one machine
exclusion-domain-too-small = joins its GPUs { $interconnect ->
    [sxm] by NVSwitch (SXM)
    [nvl] by NVLink bridges (NVL)
   *[pcie] by PCIe only, without NVLink
} in domains of { $domain }; one model replica needs { $gpus } GPUs in one NVLink domain
exclusion-interconnect-unknown = does not say how its GPUs are joined; one model replica needs { $gpus } GPUs in one NVLink domain
exclusion-replica-memory-unknown = does not state its GPU memory, so the GPUs one model replica of { $gb } GB runs on cannot be counted
# A reason that keeps several options from being recommended, with how many it keeps out:
# page 1 and the appendix group the excluded options by it. $kind is the exclusion's kind.
excluded-group = { $kind ->
    [restarts] Stopped when idle and started again before { $windows }, which must answer without delay
    [spot] { $windows } on spot capacity, which can be taken back
    [partly_held] Fewer GPUs held every hour than the hours of { $windows } need
    [outside_eu] Outside the EU/EEA, and { $requirement }
    [location_unknown] Location not stated, and { $requirement }
    [container] A container on the host's kernel; a VM or bare metal is needed because { $requirement }
    [isolation_unknown] Isolation not stated; a VM or bare metal is needed because { $requirement }
    [host_not_vouched] Host neither the provider's own nor verified; one is needed because { $requirement }
    [host_unknown] Host not stated; the provider's own or a verified host is needed because { $requirement }
    [gpu_memory_short] Less than { $min } GB of memory per GPU
    [gpu_memory_unknown] GPU memory not stated; the model needs { $min } GB per GPU
    [probe_contradiction] A probe run found the delivered machine critically different from the offer
    [withdrawn] Priced at an offer withdrawn from the catalog
    [no_offer] Typed by hand without an offer, so it cannot be checked that { $requirement }
    [offer_not_shortlisted] Priced from an offer the shortlist does not hold, so it cannot be checked that { $requirement }
    [replica_too_large] Fewer GPUs per machine than the { $gpus } one model replica needs
    [domain_too_small] No NVLink domain of the { $gpus } GPUs one model replica needs
    [interconnect_unknown] GPU interconnect not stated; one model replica needs { $gpus } GPUs in one NVLink domain
   *[replica_memory_unknown] GPU memory not stated, so the GPUs one model replica of { $gb } GB runs on cannot be counted
}: { $count ->
    [one] one option
   *[other] { $count } options
}
requirement = { $kind ->
    [must_answer] “{ $window }” must answer without delay
    [gdpr_data] the data falls under the GDPR
    [service_24x7] the service runs around the clock
    [min_gpu_memory] the model needs { $gb } GB per GPU
    [replica] one model replica needs { $gpus } GPUs on one machine
    [replica_domain] one model replica needs { $gpus } GPUs in one NVLink domain
    [probe_resolved] the probe findings of { $offer } are resolved with a note
   *[current_offer] { $offer } is a current offer
}
would-change = { $kind ->
    [must_answer] If “{ $window }” could wait for a restart
    [gdpr_data] If the data did not fall under the GDPR
    [service_24x7] If isolation and host did not weigh over price
    [min_gpu_memory] If less than { $gb } GB per GPU would do
    [replica] If a replica needed fewer than { $gpus } GPUs on one machine
    [replica_domain] If the { $gpus } GPUs of a replica need not share one NVLink domain
    [probe_resolved] If the probe findings of { $offer } were resolved with a note
   *[current_offer] If { $offer } were still offered
}, these options would be eligible: { $options }.
window-quoted = “{ $name }”
names-separator = {", "}
requirement-stated = { $kind ->
    [must_answer] “{ $window }” answers without delay
    [gdpr_data] data under the GDPR
    [service_24x7] a service around the clock
   *[min_gpu_memory] at least { $gb } GB per GPU
    [replica] { $gpus } GPUs per replica
    [replica_domain] { $gpus } GPUs per replica in one NVLink domain
}
requirement-replica-memory = { $gb } GB of GPU memory per replica, counted in replicas served
requirement-spares = N+{ $spares }: { $spares ->
    [one] one spare server or instance
   *[other] { $spares } spare servers or instances
} held beyond the peak
