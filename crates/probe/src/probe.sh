#!/bin/sh
# gpucase probe: what was delivered, seen from inside (isolation, GPU allocation, CPU, RAM).
# POSIX sh, read-only, no network, no root needed. Paste the whole output into `gpucase probe analyze`.
# Frame format 1: every section is enclosed by
#   @@gpucase-probe 1 begin <section> cmd=<command>
#   @@gpucase-probe 1 end <section> status=<exit status>
# A tool that is not installed gives `@@gpucase-probe 1 missing <section> tool=<name>`;
# an answer that needs root gives `@@gpucase-probe 1 skipped <section> reason=needs-root`.
LC_ALL=C
LANG=C
export LC_ALL LANG
PATH="$PATH:/usr/sbin:/sbin:/usr/bin:/bin"
export PATH
M='@@gpucase-probe 1'
# nvidia-smi can hang on a wedged GPU; bound it where coreutils' timeout exists.
T=''
if command -v timeout >/dev/null 2>&1; then T='timeout 60'; fi

# run <section> <command...>: the command's stdout and stderr, then its exit status.
run() {
    name=$1
    shift
    printf '%s begin %s cmd=%s\n' "$M" "$name" "$*"
    out=$("$@" 2>&1)
    st=$?
    if [ -n "$out" ]; then printf '%s\n' "$out"; fi
    printf '%s end %s status=%s\n' "$M" "$name" "$st"
}

# tool <section> <tool> <command...>: like run, or a missing marker when the tool is absent.
tool() {
    name=$1
    t=$2
    shift 2
    if command -v "$t" >/dev/null 2>&1; then
        run "$name" "$@"
    else
        printf '%s missing %s tool=%s\n' "$M" "$name" "$t"
    fi
}

show_file() {
    if [ -e "$1" ]; then cat "$1"; else echo "absent: $1"; return 1; fi
}

exists() {
    if [ -e "$1" ]; then echo "present: $1"; else echo "absent: $1"; fi
}

dmi() {
    for f in sys_vendor product_name board_vendor bios_vendor; do
        if [ -r "/sys/class/dmi/id/$f" ]; then
            printf '%s: %s\n' "$f" "$(cat "/sys/class/dmi/id/$f")"
        elif [ -e "/sys/class/dmi/id/$f" ]; then
            printf '%s: unreadable\n' "$f"
        else
            printf '%s: absent\n' "$f"
        fi
    done
}

cpu_flags() {
    awk -F': *' '
        /^model name/ && !m { print "model name: " $2; m = 1 }
        /^processor/ { n++ }
        /^flags/ && !f { f = 1; h = "no"; k = split($2, a, " ");
            for (i = 1; i <= k; i++) if (a[i] == "hypervisor") h = "yes" }
        END { print "processors: " n; print "hypervisor flag: " (f ? h : "unknown") }
    ' /proc/cpuinfo
}

container_env() {
    e=$(tr '\000' '\n' </proc/1/environ) || return 1
    printf '%s\n' "$e" | grep '^container=' || echo 'no container= variable'
}

# One line per PCI device: ids, class, SR-IOV (physfn on a VF; sriov_numvfs and
# sriov_totalvfs on a PF), the bound driver and the upstream bridge (pciNNNN:NN: root bus).
pci_sysfs() {
    for d in /sys/bus/pci/devices/*; do
        [ -e "$d/class" ] || continue
        pf=no
        [ -e "$d/physfn" ] && pf=yes
        nv=-
        [ -r "$d/sriov_numvfs" ] && nv=$(cat "$d/sriov_numvfs")
        tv=-
        [ -r "$d/sriov_totalvfs" ] && tv=$(cat "$d/sriov_totalvfs")
        dr=$(cd -P "$d/driver" 2>/dev/null && pwd -P)
        dr=${dr##*/}
        up=$(cd -P "$d/.." 2>/dev/null && pwd -P)
        up=${up##*/}
        printf '%s vendor=%s device=%s class=%s physfn=%s sriov_numvfs=%s sriov_totalvfs=%s driver=%s parent=%s\n' \
            "${d##*/}" "$(cat "$d/vendor")" "$(cat "$d/device")" "$(cat "$d/class")" "$pf" "$nv" \
            "$tv" "${dr:--}" "${up:--}"
    done
}

# One line per DRM card: its PCI device and how many display connectors it has (a GPU
# driven without display, such as an SR-IOV virtual function, has none).
drm_cards() {
    for c in /sys/class/drm/card*; do
        n=${c##*/}
        case $n in *-*) continue ;; esac
        [ -e "$c/device" ] || continue
        dev=$(cd -P "$c/device" 2>/dev/null && pwd -P)
        k=0
        for o in "$c/$n"-*; do
            [ -e "$o" ] && k=$((k + 1))
        done
        printf '%s device=%s connectors=%s\n' "$n" "${dev##*/}" "$k"
    done
    return 0
}

# What GPU drivers wrote to the kernel log about virtualization (i915 and xe:
# `Running in SR-IOV VF mode`). Unprivileged users may not read it (kernel.dmesg_restrict).
gpu_kernel_log() {
    log=$(dmesg 2>&1) || {
        printf '%s\n' "$log" | head -n 3
        return 1
    }
    printf '%s\n' "$log" | grep -E '(i915|xe) [0-9a-f]+:[0-9a-f]+:[0-9a-f]+\.[0-9]: .*(SR-IOV|GVT|Running in)' | head -n 40
    return 0
}

cgroup_limits() {
    for f in cpu.max memory.max cpuset.cpus.effective; do
        if [ -r "/sys/fs/cgroup/$f" ]; then printf 'v2 %s: %s\n' "$f" "$(cat "/sys/fs/cgroup/$f")"; fi
    done
    for f in cpu/cpu.cfs_quota_us cpu/cpu.cfs_period_us cpu,cpuacct/cpu.cfs_quota_us \
        cpu,cpuacct/cpu.cfs_period_us memory/memory.limit_in_bytes; do
        if [ -r "/sys/fs/cgroup/$f" ]; then printf 'v1 %s: %s\n' "$f" "$(cat "/sys/fs/cgroup/$f")"; fi
    done
    return 0
}

uid=$(id -u 2>/dev/null || echo unknown)
printf '%s probe version=1 date=%s uid=%s\n' "$M" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$uid"

tool virt systemd-detect-virt systemd-detect-virt
tool virt_container systemd-detect-virt systemd-detect-virt -c
tool virt_vm systemd-detect-virt systemd-detect-virt -v
run init_comm cat /proc/1/comm
run init_cgroup cat /proc/1/cgroup
run self_cgroup cat /proc/self/cgroup
if [ -r /proc/1/environ ]; then
    run init_container_env container_env
else
    printf '%s skipped init_container_env reason=needs-root\n' "$M"
fi
run mountinfo head -n 200 /proc/self/mountinfo
run dockerenv exists /.dockerenv
run containerenv show_file /run/.containerenv
run uid_map cat /proc/self/uid_map
run dmi dmi
if [ "$uid" = 0 ]; then
    tool dmidecode dmidecode dmidecode -s system-product-name
else
    printf '%s skipped dmidecode reason=needs-root\n' "$M"
fi
run cpuinfo cpu_flags
run uname uname -r
if command -v lsmod >/dev/null 2>&1; then
    run modules lsmod
else
    run modules cat /proc/modules
fi
tool lspci lspci lspci -nn
run pci_sysfs pci_sysfs
run dev_nodes ls -l /dev/dri /dev/nvidia0 /dev/nvidiactl
run drm_cards drm_cards
tool gpu_kernel_log dmesg gpu_kernel_log
tool nvidia_smi_q nvidia-smi $T nvidia-smi -q
tool nvidia_smi_l nvidia-smi $T nvidia-smi -L
tool nvidia_smi_query nvidia-smi $T nvidia-smi --query-gpu=name,memory.total,pci.bus_id,mig.mode.current,virtualization_mode --format=csv
tool nproc nproc nproc
tool free free free -b
run meminfo cat /proc/meminfo
run cgroup_limits cgroup_limits
printf '%s done\n' "$M"
