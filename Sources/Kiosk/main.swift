import ArgumentParser

// Block SIGTERM/SIGINT before any other thread starts, so that only the signal thread started by
// `serve` receives them and the server can stop gracefully instead of dying mid-request.
TerminationSignals.block()

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
