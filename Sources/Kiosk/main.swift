import ArgumentParser
import Foundation

// Catch SIGTERM/SIGINT before anything else runs, so that a stop request always goes through the
// graceful shutdown instead of killing the process mid-request.
TerminationSignals.install()
// Before Dispatch starts its threads, so none of them has an arena of its own yet.
MallocArenas.cap(environment: ProcessInfo.processInfo.environment)

// What AsyncParsableCommand's own `main()` does, spelled out: top-level code would pick the
// synchronous overload for the root; `serve` and `sample-upstream` are the commands with work to do.
do {
    var command = try Kiosk.parseAsRoot()
    if let serve = command as? Serve {
        try await serve.serve()
    } else if let sample = command as? SampleUpstreamCommand {
        try await sample.run()
    } else {
        try command.run()  // the root command: prints help
    }
} catch {
    Kiosk.exit(withError: error)
}
