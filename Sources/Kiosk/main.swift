import ArgumentParser

// Catch SIGTERM/SIGINT before anything else runs, so that a stop request always goes through the
// graceful shutdown instead of killing the process mid-request.
TerminationSignals.install()

// What AsyncParsableCommand's own `main()` does, spelled out: top-level code would pick the
// synchronous overload, and `serve` is the only command with work to do.
do {
    var command = try Kiosk.parseAsRoot()
    if let serve = command as? Serve {
        try await serve.serve()
    } else {
        try command.run()  // the root command: prints help
    }
} catch {
    Kiosk.exit(withError: error)
}
