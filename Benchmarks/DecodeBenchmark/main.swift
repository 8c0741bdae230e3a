import Foundation
import TestSupport

// CPU time of each decoder on hostile bodies. Build and run in release:
//   swift run -c release DecodeBenchmark [--size BYTES] [--runs N] [--scaling SECONDS] [shape-name-substring…]
// Default: every shape at 4 MiB (the clients' response cap), median of 5 runs, in milliseconds of
// this thread's CPU time. `--scaling S` instead doubles the size from 8 KiB until one run takes S
// seconds or 4 MiB is reached, and prints each step: that is how the quadratic "before" figures
// were taken (a quadratic shape at 4 MiB would run for hours).

/// This thread's CPU time: the decoders run on it alone, so other processes on the machine do not count.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func seconds(_ shape: HostileBody, _ body: Data) -> Double {
    let start = threadCPUTime()
    do {
        try shape.decode(body)
    } catch {
        print("  (\(shape.name): \(error))")
    }
    return threadCPUTime() - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var size = 4 << 20
var runs = 5
var scalingBudget: Double?
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--size": size = Int(arguments.popFirst() ?? "") ?? size
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--scaling": scalingBudget = Double(arguments.popFirst() ?? "")
    default: filters.append(argument)
    }
}

for shape in HostileBody.shapes where filters.isEmpty || filters.contains(where: { shape.name.contains($0) }) {
    if let budget = scalingBudget {
        var bytes = 8 << 10
        while true {
            let body = shape.body(bytes: bytes)
            let times = (0..<runs).map { _ in seconds(shape, body) }
            print(String(format: "%@ | %8d B | %10.2f ms", shape.name, body.count, median(times) * 1000))
            if times.max()! > budget || bytes >= size { break }
            bytes *= 2
        }
    } else {
        let body = shape.body(bytes: size)
        let times = (0..<runs).map { _ in seconds(shape, body) }
        print(
            String(
                format: "%@ | %8d B | median %8.2f ms | max %8.2f ms", shape.name, body.count,
                median(times) * 1000, times.max()! * 1000))
    }
}
