import Foundation
import Models
import Upstream

// CPU time of each decoder on hostile bodies (issue 8). Build and run in release:
//   swift run -c release DecodeBenchmark [--size BYTES] [--runs N] [--scaling SECONDS] [shape-name-substring…]
// Default: every shape at 4 MiB (the clients' response cap), median of 5 runs, in milliseconds of
// this thread's CPU time. `--scaling S` instead doubles the size from 8 KiB until one run takes S
// seconds or 4 MiB is reached, and prints each step: that is how the quadratic "before" figures
// were taken (a quadratic shape at 4 MiB would run for hours).

let shapes: [HostileBody] = [
    .comic("xkcd alt: <!-- × N", unit: "<!--"),
    .comic("xkcd alt: &lt; × N", unit: "&lt;"),
    .comic("xkcd alt: x<b> × N", unit: "x<b>"),
    .comic("xkcd alt: <b  × N (unterminated tags)", unit: "<b "),
    .comic("xkcd alt: <a href=\" × N (unterminated quotes)", unit: "<a href=\""),
    .comic("xkcd alt: <script> then </script × N", before: "<script>", unit: "</script"),
    .comic("xkcd title: <!-- × N", field: "title", unit: "<!--"),
    .comic("xkcd alt: NUL/ESC/DEL × N", unit: "\u{0}\u{1B}\u{7F}"),
    .comic("xkcd alt: e + combining marks × N", before: "e", unit: "\u{301}"),
    .comic("xkcd transcript: text × N", field: "transcript", unit: "[[A keeper.]] "),
    .wikipedia("wikipedia snippet: <span class=searchmatch>x</span>y × N",
               unit: "<span class=\"searchmatch\">x</span>y"),
    .wikipedia("wikipedia snippet: x<b> × N (run merging)", unit: "x<b> "),
    .wikipedia("wikipedia snippet: unclosed <span class=searchmatch>x × N", unit: "<span class=\"searchmatch\">x"),
    .wikipedia("wikipedia snippet: <span class=\" × N", unit: "<span class=\""),
    .wikipedia("wikipedia: many hits with markup", unit: "<span class=\"searchmatch\">Rust</span> &amp; more", hits: true),
    .news("news title: &amp;lt; × N", unit: "&amp;lt;"),
    .news("news title: x&amp;lt;b&gt; × N", unit: "x&lt;b&gt;"),
    .news("news source: text × N", unit: "Gazette ", field: "source"),
    .news("news: many items", unit: "Headline - Gazette", items: true),
    .tmdb("tmdb overview: text × N", field: "overview", unit: "A keeper waits. "),
    .tmdb("tmdb tagline: &lt;b&gt; × N", field: "tagline", unit: "<b>&lt;"),
    .tmdb("tmdb homepage: javascript × N", field: "homepage", unit: "javascript:"),
    .tmdb("tmdb: many cast members", field: "", unit: "Actor Name", cast: true),
]

/// This thread's CPU time: the decoders run on it alone, so other processes on the machine do not count.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func decode(_ shape: HostileBody, _ body: Data) {
    do {
        switch shape.upstream {
        case .comic: _ = try ComicDecoder.decode(body)
        case .wikipedia:
            _ = try WikipediaDecoder.decode(body, query: WikiSearchQuery(text: "x", language: .en, limit: 10, offset: 0))
        case .news: _ = try NewsFeedDecoder.decode(body, language: .en)
        case .tmdb: _ = try TMDBDecoder.decodeDetail(body)
        }
    } catch {
        print("  (\(shape.name): \(error))")
    }
}

func seconds(_ shape: HostileBody, _ body: Data) -> Double {
    let start = threadCPUTime()
    decode(shape, body)
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

for shape in shapes where filters.isEmpty || filters.contains(where: { shape.name.contains($0) }) {
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
        print(String(format: "%@ | %8d B | median %8.2f ms | max %8.2f ms", shape.name, body.count,
                     median(times) * 1000, times.max()! * 1000))
    }
}
