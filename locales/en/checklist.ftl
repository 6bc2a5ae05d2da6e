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
charge = { $kind ->
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
