// swift-tools-version:6.0
import PackageDescription

/// Kiosk: a server-rendered front end for Wikipedia search, Google News, xkcd and TMDB.
/// The target graph enforces the layers (docs/ARCHITECTURE.md): ViewModels cannot see HTTPServer or Mustache.
let package = Package(
    name: "Kiosk",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kiosk", targets: ["Kiosk"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // HTTPResponse.Status: statuses as a type, with RFC 9110's reason phrases.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Tests only: generated routes, hostile text included, must print and parse back to themselves.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The C boundary: tiny shims where Swift cannot call a macro (inflateInit2) or a variadic (curl_easy_setopt).
        .target(name: "CZlib", linkerSettings: [.linkedLibrary("z")]),
        // libdeflate (Debian libdeflate-dev) gzips response bodies: whole buffers, faster than zlib at each ratio.
        .target(name: "CLibdeflate", linkerSettings: [.linkedLibrary("deflate")]),
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("curl")]),
        // hiredis (Debian libhiredis-dev) for the shared cache on Redis (`--cache redis://…`).
        .target(name: "CHiredis", linkerSettings: [.linkedLibrary("hiredis")]),
        // gumbo (Debian libgumbo-dev), a conformant HTML5 parser, reads Wikipedia articles (Parsoid HTML).
        .target(name: "CGumbo", linkerSettings: [.linkedLibrary("gumbo")]),
        // SQLite (Debian libsqlite3-dev, built with FTS5 and its trigram tokenizer) holds the comic search index.
        .target(name: "CSQLite", linkerSettings: [.linkedLibrary("sqlite3")]),

        // epoll, eventfd, the affinity mask and the current CPU, which the Glibc module leaves out.
        .target(name: "CLinux"),
        // Synchronization.Mutex, or a lock ThreadSanitizer can see in `Tests/tsan.sh` builds.
        .target(name: "Locking"),

        .target(
            name: "HTTPServer",
            dependencies: [
                "CZlib", "CLibdeflate", "CLinux", "Locking",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .target(name: "Models"),
        .target(
            name: "Upstream",
            dependencies: [
                "Models", "CCurl", "CHiredis", "CGumbo", "Locking",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The comic search index (an SQLite file under --data-dir) and the crawler that fills it.
        .target(
            name: "ComicIndex",
            dependencies: ["Models", "CSQLite", "Locking", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "SampleUpstream",
            dependencies: ["HTTPServer", "Models", "Locking", .product(name: "HTTPTypes", package: "swift-http-types")],
            exclude: ["Generator"],
            resources: [.copy("Data")]),
        .target(name: "ViewModels", dependencies: ["Models", "Locking"]),
        .target(
            name: "Web",
            dependencies: [
                "HTTPServer", "ViewModels", "Models", "Locking",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "Kiosk",
            dependencies: [
                "HTTPServer", "Web", "Models", "Upstream", "SampleUpstream", "ViewModels", "ComicIndex",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // CPU time of the decoders on hostile 4 MiB bodies; run it in release (see its main.swift).
        .executableTarget(name: "DecodeBenchmark", dependencies: ["TestSupport"], path: "Benchmarks/DecodeBenchmark"),
        // Comic search latency over 3,300 comics' worth of text on a real index file; release.
        .executableTarget(name: "SearchBenchmark", dependencies: ["ComicIndex", "Models"], path: "Benchmarks/SearchBenchmark"),
        // Time and heap allocations of every page type rendered cold, in process; release.
        .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
        .executableTarget(
            name: "PageBenchmark", dependencies: ["TestSupport", "Web", "HTTPServer", "Upstream", "CAllocationCounter"],
            path: "Benchmarks/PageBenchmark"),
        .target(
            name: "TestSupport",
            dependencies: ["HTTPServer", "Models", "Upstream", "SampleUpstream", "Web", "ViewModels", "Locking", "ComicIndex"]),

        .testTarget(name: "ComicIndexTests", dependencies: ["ComicIndex", "Models", "CSQLite", "TestSupport"]),
        .testTarget(
            name: "HTTPServerTests",
            dependencies: ["Locking", "HTTPServer", "TestSupport", .product(name: "HTTPTypes", package: "swift-http-types")]),
        .testTarget(
            name: "UpstreamTests", dependencies: ["Locking", "Upstream", "Models", "SampleUpstream", "TestSupport"],
            resources: [.copy("Fixtures")]),
        // Expected/: whole-Outputs dumps the tests read beside their own #filePath (not bundle resources).
        .testTarget(
            name: "ViewModelsTests", dependencies: ["Locking", "ViewModels", "Models", "TestSupport"], exclude: ["Expected"]),
        // swift-mustache is the reference the compiled templates in Web are checked against, byte for byte.
        .testTarget(
            name: "WebTests",
            dependencies: [
                "Locking", "Web", "HTTPServer", "ViewModels", "Upstream", "TestSupport", "ComicIndex",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (Tests/Fuzz/run.sh): libFuzzer executables that only link with `-sanitize=fuzzer`,
// which supplies their `main`. They join the package only when KIOSK_FUZZ is set, so a plain
// `swift build` / `swift test` (and CI) never sees them.
if Context.environment["KIOSK_FUZZ"] != nil {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzParser", ["HTTPServer"]),
        ("FuzzForm", ["HTTPServer"]),
        ("FuzzNews", ["Upstream", "Models"]),
        ("FuzzNewsLinks", ["Upstream"]),
        ("FuzzWikipedia", ["Upstream", "Models"]),
        ("FuzzComic", ["Upstream", "Models"]),
        ("FuzzTMDB", ["Upstream", "Models"]),
        ("FuzzHTMLText", ["Upstream"]),
        ("FuzzArticle", ["Upstream", "Models", "ViewModels"]),
        ("FuzzComicSearch", ["ComicIndex", "Models"]),
    ]
    for target in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: target.name, dependencies: target.dependencies, path: "Tests/Fuzz/\(target.name)",
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}

// Release builds link the Swift runtime and Foundation statically (what `--static-swift-stdlib` does,
// for every module, so each one's imports pick the static libraries): the process then maps only the
// parts it uses, not whole shared libraries, which lowers resident memory (Benchmarks/RESULTS.md).
// Debug builds and tests keep the faster dynamic link, and so do the sanitizer builds of the fuzzers
// (Tests/Fuzz/run.sh). Executables link with the toolchain's lld and packed relative relocations
// (DT_RELR), because a static binary's relocations are read in full at start-up and packed ones are
// a hundredth of the size.
for target in package.targets where target.type != .test && target.type != .plugin && Context.environment["KIOSK_FUZZ"] == nil {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
    if target.type == .executable {
        target.linkerSettings =
            (target.linkerSettings ?? []) + [
                .unsafeFlags(
                    ["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                    .when(configuration: .release))
            ]
    }
}
