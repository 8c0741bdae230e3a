@testable import HTTPServer
import Testing

/// The socket loops are counted as nginx's `worker_processes auto` counts workers: the
/// affinity mask, lowered by a cgroup CPU quota; fed the files' text and the mask's bytes.
@Suite("CPU budget")
struct CPUBudgetTests {
    /// A mask with the given CPUs set, as `sched_getaffinity` fills it (128 bytes, 1024 CPUs).
    static func mask(_ cpus: [Int]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 128)
        for cpu in cpus { bytes[cpu / 8] |= 1 << (cpu % 8) }
        return bytes
    }

    @Test func affinityMask_countsItsCPUs_notTheHosts() {
        #expect(CPUBudget.cores(affinityMask: Self.mask(Array(0..<64)), onlineCores: 64) == 64)
        // taskset -c 8-15 on a 64-core host
        #expect(CPUBudget.cores(affinityMask: Self.mask(Array(8...15)), onlineCores: 64) == 8)
        #expect(CPUBudget.cores(affinityMask: Self.mask([3]), onlineCores: 64) == 1)
        #expect(CPUBudget.cores(affinityMask: Self.mask([0, 2, 600]), onlineCores: 1024) == 3)
    }

    @Test func unknownOrEmptyMask_fallsBackToTheOnlineCount() {
        #expect(CPUBudget.cores(affinityMask: nil, onlineCores: 12) == 12)
        #expect(CPUBudget.cores(affinityMask: Self.mask([]), onlineCores: 12) == 12)
        #expect(CPUBudget.cores(affinityMask: nil, onlineCores: 0) == 1)
    }

    /// A 2-CPU container on a 64-core host: Docker's `--cpus 2` writes `200000 100000`.
    @Test func cgroupV2Quota_lowersTheCount_roundingUp() {
        let all = Self.mask(Array(0..<64))
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 64, cpuMaxFiles: ["200000 100000\n"]) == 2)
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 64, cpuMaxFiles: ["150000 100000\n"]) == 2)
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 64, cpuMaxFiles: ["50000 100000\n"]) == 1)
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 64, cpuMaxFiles: ["max 100000\n"]) == 64)
        // The lowest quota up the path counts; the mask still caps a generous quota.
        #expect(
            CPUBudget.cores(
                affinityMask: all, onlineCores: 64, cpuMaxFiles: ["max 100000\n", "400000 100000\n", "800000 100000\n"]) == 4)
        #expect(CPUBudget.cores(affinityMask: Self.mask([0, 1]), onlineCores: 64, cpuMaxFiles: ["800000 100000\n"]) == 2)
    }

    @Test func cgroupV2Text_oddForms() {
        #expect(CPUBudget.coresFromCPUMax("max") == nil)
        #expect(CPUBudget.coresFromCPUMax("") == nil)
        #expect(CPUBudget.coresFromCPUMax("300000") == 3)  // period left out: the default 100 ms
        #expect(CPUBudget.coresFromCPUMax("100000 0") == nil)
        #expect(CPUBudget.coresFromCPUMax("-1 100000") == nil)
        #expect(CPUBudget.coresFromCPUMax("garbage 100000") == nil)
    }

    @Test func cgroupV1Quota() {
        let all = Self.mask(Array(0..<32))
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 32, cfsQuota: "-1\n", cfsPeriod: "100000\n") == 32)
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 32, cfsQuota: "300000\n", cfsPeriod: "100000\n") == 3)
        #expect(CPUBudget.cores(affinityMask: all, onlineCores: 32, cfsQuota: "250000\n", cfsPeriod: "100000\n") == 3)
    }

    @Test func cgroupPath_fromProcSelfCgroup_withItsAncestors() {
        #expect(
            CPUBudget.cgroupV2Paths(procSelfCgroup: "0::/system.slice/kiosk.service\n")
                == ["/system.slice/kiosk.service", "/system.slice", "/"])
        #expect(CPUBudget.cgroupV2Paths(procSelfCgroup: "0::/\n") == ["/"])
        // A hybrid v1/v2 host: only the `0::` line is v2.
        #expect(
            CPUBudget.cgroupV2Paths(procSelfCgroup: "12:cpu,cpuacct:/docker/abc\n0::/docker/abc\n") == [
                "/docker/abc", "/docker", "/",
            ])
        #expect(CPUBudget.cgroupV2Paths(procSelfCgroup: "12:cpu,cpuacct:/docker/abc\n").isEmpty)
    }

    @Test func current_isAtLeastOne_andAtMostTheOnlineCores() {
        #expect(CPUBudget.current >= 1)
    }
}
