import CLinux
import Glibc

/// How many cores this process may use, as nginx's `worker_processes auto` counts them: the CPUs in
/// its affinity mask (`taskset`, a container's cpuset), lowered by a CPU quota (cgroup v2 `cpu.max`
/// anywhere up its cgroup path, or cgroup v1 `cpu.cfs_quota_us` / `cpu.cfs_period_us`), at least 1.
/// `System.coreCount` (`_SC_NPROCESSORS_ONLN`) counts the host's cores: a 2-CPU container on a
/// 64-core host got 64 socket queues.
///
/// The parsing is pure (`cores(…)` and the functions it uses take the files' text and the mask's
/// bytes) so every case is tested without a container; `current` reads the real files.
public enum CPUBudget {
    /// The cores available: min(affinity count, ceil(quota / period)) for every quota found, at least 1.
    /// - Parameters:
    ///   - affinityMask: the bytes of `sched_getaffinity`'s mask, nil when it could not be read.
    ///   - onlineCores: `_SC_NPROCESSORS_ONLN`, used when the mask is unknown.
    ///   - cpuMaxFiles: the text of each `cpu.max` from the process's cgroup up to the root (v2).
    ///   - cfsQuota, cfsPeriod: the text of `cpu.cfs_quota_us` and `cpu.cfs_period_us` (v1).
    public static func cores(
        affinityMask: [UInt8]?, onlineCores: Int, cpuMaxFiles: [String] = [],
        cfsQuota: String? = nil, cfsPeriod: String? = nil
    ) -> Int {
        var cores = affinityMask.map(countBits) ?? onlineCores
        if cores <= 0 { cores = max(1, onlineCores) }
        for text in cpuMaxFiles {
            if let quota = coresFromCPUMax(text) { cores = min(cores, quota) }
        }
        if let cfsQuota, let cfsPeriod, let quota = coresFromCFS(quota: cfsQuota, period: cfsPeriod) {
            cores = min(cores, quota)
        }
        return max(1, cores)
    }

    /// CPUs set in an affinity mask.
    static func countBits(_ mask: [UInt8]) -> Int {
        mask.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// cgroup v2 `cpu.max`: `"$MAX $PERIOD"`, `max` for no limit. `"150000 100000"` is 1.5 CPUs: 2 cores
    /// can be busy part of the time, so it rounds up (as Go's GOMAXPROCS and .NET do).
    static func coresFromCPUMax(_ text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard let first = fields.first, first != "max", let quota = Int(first), quota > 0 else { return nil }
        let period = fields.count > 1 ? Int(fields[1]) ?? 100_000 : 100_000
        guard period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// cgroup v1: `cpu.cfs_quota_us` is -1 for no limit.
    static func coresFromCFS(quota: String, period: String) -> Int? {
        guard let quota = Int(quota.trimmingCharacters()), quota > 0,
            let period = Int(period.trimmingCharacters()), period > 0
        else { return nil }
        return (quota + period - 1) / period
    }

    /// The v2 cgroup path from `/proc/self/cgroup` (the `0::/path` line), and each of its ancestors,
    /// deepest first: a quota set on a parent limits its children too.
    static func cgroupV2Paths(procSelfCgroup text: String) -> [String] {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0::") }) else { return [] }
        var path = String(line.dropFirst(3))
        var paths: [String] = []
        while true {
            paths.append(path)
            guard path != "/", let slash = path.lastIndex(of: "/") else { break }
            path = slash == path.startIndex ? "/" : String(path[..<slash])
        }
        return paths
    }

    /// The cores this process may use now, from the real mask and files.
    public static var current: Int {
        let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        var cpuMax: [String] = []
        if let cgroup = readFile("/proc/self/cgroup") {
            for path in cgroupV2Paths(procSelfCgroup: cgroup) {
                if let text = readFile("/sys/fs/cgroup" + (path == "/" ? "" : path) + "/cpu.max") { cpuMax.append(text) }
            }
        }
        return cores(
            affinityMask: affinityMask(), onlineCores: online, cpuMaxFiles: cpuMax,
            cfsQuota: readFile("/sys/fs/cgroup/cpu/cpu.cfs_quota_us") ?? readFile("/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us"),
            cfsPeriod: readFile("/sys/fs/cgroup/cpu/cpu.cfs_period_us")
                ?? readFile("/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us"))
    }

    private static func affinityMask() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = kiosk_affinity_mask(&bytes, Int32(bytes.count))
        return count > 0 ? Array(bytes[..<Int(count)]) : nil
    }

    private static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(fd, &bytes, bytes.count)
        guard count > 0 else { return nil }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}

private extension String {
    func trimmingCharacters() -> String {
        String(self.filter { !$0.isWhitespace })
    }
}
