import Foundation
import Testing
import TestSupport

/// The `kiosk` executable as an operator runs it.
@Suite("kiosk process", .serialized)
struct KioskProcessTests {
    /// `swift build --build-tests` builds the executable next to the test bundle.
    static var binary: String {
        let folder = Bundle.main.bundleURL
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("kiosk").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Starts `kiosk serve --offline --port 0` (plus `extra`) and waits for its "listening" line.
    /// Its standard error goes to a file, not a `Pipe`: Foundation closes a pipe's write end in this
    /// process after the spawn and the `FileHandle` closes it again later, a double close that can
    /// take a descriptor number another test has opened meanwhile (files "missing" under load).
    func start(_ extra: [String] = []) throws -> (Process, URL, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments =
            ["serve", "--offline", "--port", "0", "--public", Repository.publicFolder, "--templates", Repository.templates]
            + extra
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-\(UUID().uuidString).log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try handle.close()  // the child has its own copy
        var seen = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, seen.components(separatedBy: "listening on").count < 3 {
            usleep(20_000)
            seen = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        }
        #expect(seen.components(separatedBy: "listening on").count >= 3, "kiosk did not start: \(seen)")
        return (process, log, seen)
    }

    /// The port after `marker` in kiosk's log ("offline: sample upstream on http://127.0.0.1:PORT").
    static func port(after marker: String, in log: String) -> Int? {
        guard let range = log.range(of: marker) else { return nil }
        return Int(log[range.upperBound...].prefix { $0.isNumber })
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signal_stopsGracefullyWithExitZero(signal: Int32) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the kiosk executable first")
        let (process, _, _) = try start()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "signal \(signal) killed kiosk instead of stopping it")
        #expect(process.terminationStatus == 0)
    }

    /// SIGTERM always ends the process within the grace period. A page waits on an upstream
    /// made slow (30 s; the client gives up after 8 s), and the grace is 1 s: before, the stop waited
    /// for that handler, 8 s; now the process is gone within the grace period.
    @Test func signal_whenARequestOutlivesTheGracePeriod_exitsWithinIt() throws {
        let (process, _, log) = try start(["--shutdown-grace", "1"])
        let sample = try #require(Self.port(after: "sample upstream on http://127.0.0.1:", in: log), "\(log)")
        // The sample upstream starts (and logs "listening on") first; kiosk's own line is the last one.
        let kiosk = try #require(
            Self.port(after: "listening on http://127.0.0.1:", in: log.components(separatedBy: "offline:").last ?? ""))
        let control = try RawHTTPClient(port: sample)
        try control.send("POST /_control/fault?mode=slow&seconds=30 HTTP/1.1\r\nHost: s\r\nContent-Length: 0\r\n\r\n")
        #expect(try control.readResponse().status < 300)
        let reader = try RawHTTPClient(port: kiosk, timeout: 20)
        try reader.send("GET /comics/5?lang=en HTTP/1.1\r\nHost: k\r\n\r\n")
        defer { withExtendedLifetime(reader) {} }  // the request stays in flight until the process is gone
        usleep(300_000)  // let the request reach its upstream wait (if not, it is refused: the stop is as quick)
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let took = Date().timeIntervalSince(signalled)
        // 1 s grace; 4 s leaves room for a busy runner and is half of the 8 s it took before.
        #expect(took < 4, "exit took \(took) s")
    }

    /// Runs `kiosk serve --offline --port 0` with `arguments` until it exits (a refused setting):
    /// its exit status and what it wrote to standard error.
    static func refusal(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--offline", "--port", "0"] + arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-\(UUID().uuidString).log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        process.standardError = handle  // a file, not a Pipe: see `start`
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try handle.close()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    @Test func cache_whenNotARedisURL_refusesToStartAndSaysWhy() throws {
        let (status, output) = try Self.refusal(["--cache", "http://cache:6379"])
        #expect(status != 0)
        #expect(output.contains("expected redis://HOST:PORT[/DB]"), "\(output)")
    }

    @Test(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
    func cache_whenRedisURL_connectsAtStart() throws {
        let redis = try RedisTestServer()
        let (process, _, seen) = try start(["--cache", redis.url])
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(seen.contains("Redis 127.0.0.1:\(redis.port)/0 connected"), "\(seen)")
        #expect(process.terminationStatus == 0)
    }

    /// GET `path` from the process on `port` (one connection per call, as a balancer's probe).
    /// Kiosk's own port from its log (after the sample upstream's "offline:" line).
    static func kioskPort(in log: String) throws -> Int {
        try #require(Self.port(after: "listening on http://127.0.0.1:", in: log.components(separatedBy: "offline:").last ?? ""))
    }

    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }

    static func get(_ path: String, port: Int) throws -> RawHTTPClient.Response {
        let client = try RawHTTPClient(port: port, timeout: 10)
        try client.send("GET \(path) HTTP/1.1\r\nHost: k\r\nConnection: close\r\n\r\n")
        return try client.readResponse()
    }

    /// /readyz names Redis while it is down (pages keep working) and clears by itself once
    /// it is back; /metrics counts requests by route and the upstream's traffic per source.
    @Test(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
    func readyzAndMetrics_followRedisDownAndBack_andCountTraffic() async throws {
        let redis = try RedisTestServer()
        let (process, _, log) = try start(["--cache", redis.url])
        defer { Self.stop(process) }
        let kiosk = try Self.kioskPort(in: log)
        let ready = try Self.get("/readyz", port: kiosk)
        #expect(ready.status == 200)
        #expect(ready.text.hasPrefix("ready\nredis: ok\n"), "\(ready.text)")
        #expect(try Self.get("/comics/5?lang=en", port: kiosk).status == 200)
        // The server reports an answer to its metrics just after writing it (see ServerObserverTests),
        // so a scrape sent the moment the page arrived may come first: wait for the count (2 of 20
        // suite runs on a loaded runner read the metrics too early).
        var metrics = ""
        let counted = try await Poll.until {
            metrics = try Self.get("/metrics", port: kiosk).text
            return metrics.contains(#"kiosk_http_requests_total{route="/comics/:number",status="200"} 1"#)
        }
        #expect(counted, "\(metrics)")
        #expect(metrics.contains(#"kiosk_upstream_requests_total{source="xkcd",cache="api"}"#))
        #expect(metrics.contains("kiosk_redis_up 1"))
        #expect(metrics.contains("kiosk_ready 1"))
        #expect(metrics.contains(#"kiosk_prefetch_total{outcome="enqueued"} 1"#), "the comic view queued its neighbours")

        redis.stop()
        let degraded = try Self.get("/readyz", port: kiosk)
        #expect(degraded.status == 200, "a page still works without Redis")
        #expect(
            degraded.text.hasPrefix("ready, degraded: redis\nredis: unreachable at 127.0.0.1:\(redis.port)/0"), "\(degraded.text)"
        )
        #expect(try Self.get("/comics/6?lang=en", port: kiosk).status == 200)

        try redis.restart()
        // The client retries a down Redis once a second (RedisConfiguration.reconnectDelay): poll the
        // child process's /readyz (a condition, up to Poll's 10 s) until it says so.
        var back = ""
        let recovered = try await Poll.until(every: .milliseconds(200)) {
            back = try Self.get("/readyz", port: kiosk).text
            return back.hasPrefix("ready\nredis: ok\n")
        }
        #expect(recovered, "\(back)")
    }

    /// A data folder that cannot be used (here a file stands where the folder should be) leaves
    /// comics working and search unavailable, and /readyz names the comic index and why.
    @Test func readyz_whenDataFolderUnusable_namesTheComicIndex() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-not-a-folder-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data("a file".utf8)))
        defer { try? FileManager.default.removeItem(at: blocker) }
        let (process, _, log) = try start(["--data-dir", blocker.path, "--comic-crawler", "off"])
        defer { Self.stop(process) }
        let kiosk = try Self.kioskPort(in: log)
        let ready = try Self.get("/readyz", port: kiosk)
        #expect(ready.status == 200, "pages still work without the index")
        #expect(ready.text.hasPrefix("ready, degraded: comic-index\n"), "\(ready.text)")
        #expect(ready.text.contains("comic-index: comic search unavailable: the data folder cannot be written"), "\(ready.text)")
        #expect(try Self.get("/comics/5?lang=en", port: kiosk).status == 200)
        let search = try Self.get("/comics/search?q=password&lang=en", port: kiosk)
        #expect(search.status == 503)
    }
}
