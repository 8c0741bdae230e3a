import ArgumentParser
import Dispatch
import Foundation
import HTTPServer
import Logging
import Web

/// `kiosk serve`: configuration from flags and environment, live wiring, start and graceful stop.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve Kiosk over HTTP until SIGTERM or SIGINT (Ctrl-C), then stop gracefully.")

    @Option(help: "Address to listen on. Falls back to the HOST environment variable, then 127.0.0.1.")
    var host: String?

    @Option(help: "Port to listen on (0 picks a free one). Falls back to the PORT environment variable, then 8080.")
    var port: Int?

    @Option(help: "Folder of static files served at their own path (Public/css/site.css → /css/site.css).")
    var `public`: String = "Public"

    @Option(help: "Folder of Mustache templates, loaded once at start-up.")
    var templates: String = "Templates"

    @Option(help: "Log level: trace, debug, info (one access line per request), notice, warning, error, critical.")
    var logLevel: Logger.Level = .info

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let host = host ?? environment["HOST"] ?? "127.0.0.1"
        guard let port = try port ?? environment["PORT"].map(Self.parsePort) ?? 8080 as Int?, (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = logLevel
            return handler
        }
        let logger = Logger(label: "kiosk")

        let pending = PendingClients()
        let site = try await Site(configuration: .init(templatesDirectory: templates, publicDirectory: `public`),
                                  dependencies: Dependencies(wikipedia: pending, news: pending, comics: pending, movies: pending, images: pending))
        let server = Server(host: host, port: port, logger: Logger(label: "kiosk.http"),
                            errorResponse: { site.errorResponse(status: $0, reason: $1) },
                            responder: site.respond)
        try server.start()
        await Self.waitForTerminationSignal()
        logger.notice("signal received: finishing requests in flight")
        await server.shutdown()
    }

    static func parsePort(_ text: String) throws -> Int {
        guard let port = Int(text) else { throw ValidationError("PORT must be a number, not “\(text)”.") }
        return port
    }

    /// Suspends until SIGTERM or SIGINT. The default actions are ignored so that the Dispatch
    /// sources, not the kernel, decide what happens.
    static func waitForTerminationSignal() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let queue = DispatchQueue(label: "kiosk.signals")
            let once = SignalLatch(continuation)
            for signalNumber in [SIGTERM, SIGINT] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler { once.fire() }
                source.activate()
                once.keep(source)
            }
        }
    }
}

/// Resumes the waiting continuation on the first signal only, and keeps the signal sources alive.
/// Touched only on the signal queue (and once before any signal can arrive), hence `@unchecked`.
private final class SignalLatch: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, Never>?
    private var sources: [DispatchSourceSignal] = []
    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
    func keep(_ source: DispatchSourceSignal) { sources.append(source) }
    func fire() {
        continuation?.resume()
        continuation = nil
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
