import ArgumentParser
import HTTPServer
import Logging
import SampleUpstream

/// `kiosk sample-upstream`: the bundled sample upstream on its own, so several offline instances
/// (`kiosk serve --offline --sample-port N`) share one, as a fleet shares the real APIs. Fleet tests
/// and benchmarks count what reaches it with `GET /_control/requests`.
struct SampleUpstreamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-upstream",
        abstract: "Serve the bundled sample Wikipedia, Google News, xkcd and TMDB APIs on loopback until SIGTERM or SIGINT.")

    @Option(help: "Loopback port to listen on (0 picks a free one; the log says which).")
    var port: Int = 0

    func run() async throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .notice
            return handler
        }
        let started = try SampleUpstreamServer.start(host: "127.0.0.1", port: port)
        await Serve.waitForTerminationSignal()
        await started.server.shutdown(gracePeriod: .seconds(1))
    }
}
