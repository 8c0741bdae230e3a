// Comic search latency over 3,300 comics' worth of text, in process, on a real index file.
//
//   swift build -c release --product SearchBenchmark && .build/release/SearchBenchmark [--comics 3300] [--rounds 20] [--by-query]
//       [--keep-index DIR] [--only QUERY]
//
// `--keep-index DIR` builds the index in DIR and leaves it there, or searches the one already there
// (for a profile of searches alone, or a look with `sqlite3`); `--only` runs one of the searches.
//
// Builds the index in a temporary folder from deterministic text shaped like xkcd's (a title of two
// or three words, an alt text of about 25, a transcript of about 150, one word in twelve Japanese,
// half the words common ones and the rest spread over a few thousand), merges it as the crawler does after
// a pass, then runs a fixed set of reader searches (words, phrases, rare and common terms, short terms, Japanese,
// hostile syntax) `rounds` times each and prints p50/p99/max per kind and overall, and the file size.
import ComicIndex
import Foundation
import Models

var comicCount = 3_300
var rounds = 20
var byQuery = false
/// Where to build the index and leave it (for a look with `sqlite3`); a temporary folder otherwise.
var keptDirectory: String?
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--comics": comicCount = Int(arguments.next() ?? "") ?? comicCount
    case "--rounds": rounds = Int(arguments.next() ?? "") ?? rounds
    case "--by-query": byQuery = true
    case "--keep-index": keptDirectory = arguments.next()
    case "--only": only = arguments.next()
    default:
        FileHandle.standardError.write(
            Data("usage: SearchBenchmark [--comics N] [--rounds N] [--by-query] [--keep-index DIR] [--only QUERY]\n".utf8))
        exit(2)
    }
}

/// SplitMix64: the same text on every run and machine.
struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

let words = """
    the a of to and in is it that for on you with as was this be at by not are from or have an but what all were \
    when we there can which their said if do will each about how up out them then she many some so these would \
    other into has more her two like him see time could no make than first been its who now people my made over \
    did down only way find use may water long little very after words called just where most know password \
    strength entropy standards sandwich compiling dependency physics graph science computer internet python \
    database server bug feature kite volcano spreadsheet keyboard protocol timezone satellite orbit telescope \
    correct horse battery staple wrench encryption backup robot dinosaur velociraptor map projection chart \
    statistics correlation causation experiment hypothesis laser rocket moon mars planet comet asteroid code \
    program function variable recursion loop compiler linux windows email phone camera wifi router cloud
    """.split(separator: " ").map(String.init)
/// English-like text: half the words from the common ones at the head of `words` (as in any text),
/// the rest spread over a few thousand (the real words above and made-up ones), so a topic word such
/// as "password" is in dozens of comics, not all of them.
let syllables = ["ka", "lo", "mi", "ne", "ru", "sta", "pre", "ton", "vel", "dri", "qua", "zen", "bor", "gli", "fen", "mur"]
let vocabulary: [String] = {
    var generator = Generator(state: 42)
    let made = (0..<4_000).map { _ in
        (0..<(2 + generator.next(3))).map { _ in syllables[generator.next(syllables.count)] }.joined()
    }
    return words + made
}()
let commonCount = 30

func word(_ random: inout Generator) -> String {
    random.next(2) == 0 ? words[random.next(commonCount)] : vocabulary[commonCount + random.next(vocabulary.count - commonCount)]
}

let japanese = ["猫", "東京", "コンピューター", "パスワード", "地図", "宇宙", "火山", "ロケット", "データ", "科学"]
let characters = ["Cueball", "Megan", "Ponytail", "White Hat", "Black Hat", "Beret Guy", "Hairy"]

func sentence(_ random: inout Generator, _ count: Int) -> String {
    (0..<count).map { _ in random.next(12) == 0 ? japanese[random.next(japanese.count)] : word(&random) }
        .joined(separator: " ")
}

let directory = keptDirectory ?? NSTemporaryDirectory() + "kiosk-search-benchmark-\(UUID().uuidString)"
defer { if keptDirectory == nil { try? FileManager.default.removeItem(atPath: directory) } }
let store = ComicIndexStore(directory: directory)
store.open()
let buildStart = Date()
let reused = try keptDirectory != nil && store.progress().indexed == comicCount
for number in 1...comicCount where !reused {
    var random = Generator(state: UInt64(number))
    let title = (0..<(2 + random.next(2))).map { _ in word(&random).capitalized }.joined(separator: " ")
    let alt = sentence(&random, 15 + random.next(20)) + "."
    let lines = (0..<(6 + random.next(10))).map { _ in
        characters[random.next(characters.count)] + ": " + sentence(&random, 6 + random.next(14)) + "."
    }
    let comic = Comic(
        number: number, title: title, altText: alt, imageURL: "https://imgs.xkcd.com/comics/c\(number).png",
        year: 2006 + number / 160, month: 1 + number % 12, day: 1 + number % 28, link: nil, isInteractive: false,
        transcript: nil, news: nil)
    do {
        try store.add(
            comic, transcript: Transcript(text: lines.joined(separator: "\n"), origin: number > 1608 ? .explainXkcd : .xkcd))
    } catch {
        FileHandle.standardError.write(Data("indexing failed: \(error)\n".utf8))
        exit(1)
    }
}
try store.setLatest(comicCount)
// As the crawler does after a pass that changed the index: each index merged into one segment.
if !reused { try store.optimize() }
let buildSeconds = Date().timeIntervalSince(buildStart)

let allQueries: [(kind: String, text: String)] = [
    ("word", "password"), ("word", "volcano"), ("word", "compiling"), ("word", "the"), ("word", "velociraptor"),
    ("words", "password strength"), ("words", "correct horse battery staple"), ("words", "graph science experiment"),
    ("phrase", "\"horse battery\""), ("phrase", "\"the moon\""), ("short", "AI"), ("short", "is it"), ("short", "up"),
    ("japanese", "東京"), ("japanese", "パスワード"), ("japanese", "猫 コンピューター"),
    ("hostile", "NEAR(password kite) title:x \"unbalanced"), ("hostile", "pass* ^caret AND OR NOT"),
    ("none", "zzzzqqq"),
]
let queries = allQueries.filter { only == nil || $0.text == only }

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

/// This thread's CPU time in milliseconds: what a search costs, apart from waiting for a core on a
/// machine shared with other work.
func threadCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
}

var byKind: [String: [Double]] = [:]
var cpuByKind: [String: [Double]] = [:]
var all: [Double] = []
var wallByQuery: [String: [Double]] = [:]
var cpuByQuery: [String: [Double]] = [:]
var allCPU: [Double] = []
for _ in 0..<rounds {
    for query in queries {
        let cpuStart = threadCPU()
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            _ = try store.search(query.text, offset: 0, limit: 20)
        } catch {
            FileHandle.standardError.write(Data("search failed: \(error)\n".utf8))
            exit(1)
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let cpu = threadCPU() - cpuStart
        byKind[query.kind, default: []].append(milliseconds)
        cpuByKind[query.kind, default: []].append(cpu)
        all.append(milliseconds)
        wallByQuery[query.text, default: []].append(milliseconds)
        cpuByQuery[query.text, default: []].append(cpu)
        allCPU.append(cpu)
    }
}

func line(_ name: String, _ samples: [Double], _ cpu: [Double]) -> String {
    let sorted = samples.sorted()
    let cpuSorted = cpu.sorted()
    return String(
        format: "%-9@ n=%4d  wall p50 %7.3f  p99 %7.3f  max %7.3f ms   cpu p50 %6.3f  p99 %6.3f ms", name as NSString,
        sorted.count, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.last ?? 0, percentile(cpuSorted, 0.5),
        percentile(cpuSorted, 0.99))
}

let bytes = ["", "-wal"].reduce(0) { total, suffix in
    total + ((try? FileManager.default.attributesOfItem(atPath: store.path + suffix)[.size] as? Int) ?? 0)
}
print(
    "comics \(comicCount), indexed in \(String(format: "%.1f", buildSeconds)) s, index \(String(format: "%.1f", Double(bytes) / 1_048_576)) MiB"
)
for kind in byKind.keys.sorted() { print(line(kind, byKind[kind] ?? [], cpuByKind[kind] ?? [])) }
print(line("all", all, allCPU))
if byQuery {
    for query in queries { print(line(query.text, wallByQuery[query.text] ?? [], cpuByQuery[query.text] ?? [])) }
}
