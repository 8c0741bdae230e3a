import CSQLite
import Foundation
import Locking
import Logging
import Models

/// The comic search index: one SQLite file (FTS5, trigram tokenizer) under the data folder, in WAL
/// mode so one writer (the crawler) and any number of readers (search pages) work at once.
///
/// The file is derived data, so it is never trusted blindly: a file with another schema version, or
/// one SQLite calls corrupt, is moved aside (one log line) and rebuilt from the upstream. A file that
/// cannot be used now (full disk, read-only folder, locked by another process) makes search
/// unavailable for `retryInterval`, then the next call tries again; comic pages never depend on it.
public final class ComicIndexStore: ComicSearching, Sendable {
    /// Bumped whenever the schema changes; an older file is rebuilt, not migrated.
    public static let schemaVersion = 4
    public static let fileName = "comics.sqlite"
    /// How long an unusable file is left alone before the next try (and the `Retry-After` it gives).
    public static let retryInterval: TimeInterval = 30
    /// A search page waits at most this long for another process's lock on the file.
    static let readerBusyMilliseconds: Int32 = 100
    /// The crawler may wait longer: nobody is looking at it.
    static let writerBusyMilliseconds: Int32 = 2_000
    /// Idle read connections kept open; more readers at once open their own and close them after.
    static let pooledReaders = 4

    /// Registers the SQL functions the file's triggers call (`kiosk_cjk_grams`) and those searches
    /// call (`kiosk_bm25`, `kiosk_bm25_term`, `kiosk_adjacent`, `kiosk_in`) on a connection of one's
    /// own: a connection without them can read the file but neither change its comics nor search.
    public static func registerFunctions(on handle: OpaquePointer) -> Int32 {
        let grams = CJKGrams.register(on: handle)
        guard grams == SQLITE_OK else { return grams }
        let numbers = kiosk_register_numbers(handle)
        guard numbers == SQLITE_OK else { return numbers }
        return kiosk_register_bm25(handle, "comics_text_docsize")
    }

    public let path: String
    let directory: String
    /// `scheme://host[:port]` of the xkcd API the comics come from (nil: not known), whose image URLs
    /// are kept as paths (`ComicIndexStore+Images.swift`).
    let sourceOrigin: String?
    let logger: Logger
    let now: @Sendable () -> Date
    /// Test hook: the largest file in pages (`PRAGMA max_page_count`), so a "full disk" is a real SQLITE_FULL.
    let maxPageCount: Int?
    let writer = Mutex<SQLiteConnection?>(nil)
    let readers = Mutex<ReaderPool>(ReaderPool())
    let health = Mutex<Health>(Health())

    /// Why the index is unusable, and until when it is not tried again.
    struct Health {
        var writeFailure: (reason: String, retryAt: Date)?
        var readFailure: (reason: String, retryAt: Date)?
        /// Bumped when the file is replaced, so read connections to the old one are dropped.
        var generation = 0
    }

    struct ReaderPool {
        var idle: [(connection: SQLiteConnection, generation: Int)] = []
    }

    /// - Parameter xkcdAPI: the base URL the comics are fetched from (`UpstreamSettings.xkcdAPI`);
    ///   images on its origin are stored as paths and read back on the origin of the day.
    public init(
        directory: String, xkcdAPI: String? = nil, logger: Logger = Logger(label: "kiosk.index"),
        now: @escaping @Sendable () -> Date = Date.init, maxPageCount: Int? = nil
    ) {
        self.directory = directory
        self.sourceOrigin = xkcdAPI.flatMap(Self.origin(of:))
        self.path = (directory as NSString).appendingPathComponent(Self.fileName)
        self.logger = logger
        self.now = now
        self.maxPageCount = maxPageCount
    }

    /// Creates the folder and file, or checks the one there (rebuilding it when old or corrupt).
    /// Never throws: an unusable file is recorded, logged once, and tried again later.
    public func open() {
        do {
            try withWriter { _ in }
        } catch {
            // Recorded in `health` and logged by `withWriter`.
        }
    }

    /// Why search is unavailable now, for `/readyz`; nil when it works (or has not failed yet).
    public var unavailableReason: String? {
        let at = now()
        return health.withLock { health in
            if let failure = health.writeFailure { return failure.reason }
            if let failure = health.readFailure, failure.retryAt > at { return failure.reason }
            return nil
        }
    }

    // MARK: - Connections

    /// Runs `body` on the writer connection, opening (and checking) the file first when needed.
    func withWriter<T>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(ComicSearchError) -> T {
        if let failure = health.withLock({ $0.writeFailure }), failure.retryAt > now() {
            throw .unavailable(reason: failure.reason)
        }
        return try writer.withLock { (slot: inout SQLiteConnection?) throws(ComicSearchError) -> T in
            do {
                let connection: SQLiteConnection
                if let open = slot {
                    connection = open
                } else {
                    connection = try openWriter()
                    slot = connection
                }
                let value = try body(connection)
                let recovered = health.withLock { health in
                    defer { health.writeFailure = nil }
                    return health.writeFailure != nil
                }
                if recovered { logger.notice("comic index at \(path) is writable again") }
                return value
            } catch let error as SQLiteError where error.isCorruption {
                slot = nil
                do {
                    try moveAside(because: "SQLite reports it corrupt (\(error))")
                    let connection = try openWriter()
                    slot = connection
                    return try body(connection)
                } catch {
                    throw fail(writing: true, error)
                }
            } catch {
                // A connection that failed may hold a broken transaction or a stale lock: start over next time.
                slot = nil
                throw fail(writing: true, error)
            }
        }
    }

    /// Runs `body` on a read connection from the pool.
    func withReader<T>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(ComicSearchError) -> T {
        let at = now()
        let (blocked, generation): (String?, Int) = health.withLock { health in
            if let failure = health.writeFailure, failure.retryAt > at { return (failure.reason, health.generation) }
            if let failure = health.readFailure, failure.retryAt > at { return (failure.reason, health.generation) }
            return (nil, health.generation)
        }
        if let blocked { throw .unavailable(reason: blocked) }
        let pooled = readers.withLock { pool -> SQLiteConnection? in
            while let last = pool.idle.popLast() {
                if last.generation == generation { return last.connection }
            }
            return nil
        }
        do {
            let connection: SQLiteConnection
            if let pooled {
                connection = pooled
            } else {
                connection = try SQLiteConnection(path: path, create: false, busyMilliseconds: Self.readerBusyMilliseconds)
                try connection.execute("PRAGMA query_only = 1")
            }
            let value = try body(connection)
            readers.withLock { pool in
                if pool.idle.count < Self.pooledReaders { pool.idle.append((connection, generation)) }
            }
            health.withLock { $0.readFailure = nil }
            return value
        } catch {
            if error.isCorruption {
                // The writer moves it aside on its next turn; until then search says it is unavailable.
                writer.withLock { $0 = nil }
                health.withLock { $0.generation += 1 }
            }
            throw fail(writing: false, error)
        }
    }

    /// Records `error` as the reason the index is unavailable, logs it once, and returns what callers see.
    private func fail(writing: Bool, _ error: any Error) -> ComicSearchError {
        let reason = Self.reason(for: error)
        let retryAt = now().addingTimeInterval(Self.retryInterval)
        let isNew = health.withLock { health in
            let previous = writing ? health.writeFailure?.reason : health.readFailure?.reason
            if writing { health.writeFailure = (reason, retryAt) } else { health.readFailure = (reason, retryAt) }
            return previous != reason
        }
        if isNew { logger.error("comic index at \(path) unavailable: \(reason); search is off, comics still work; retrying") }
        return .unavailable(reason: reason)
    }

    /// What an operator is told, in words (with SQLite's message for the details).
    static func reason(for error: any Error) -> String {
        guard let error = error as? SQLiteError else { return "the data folder cannot be used: \(error)" }
        switch error.primary {
        case SQLITE_FULL: return "the disk is full (\(error))"
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM: return "the data folder cannot be written (\(error))"
        case SQLITE_BUSY, SQLITE_LOCKED: return "another process holds a lock on the index file (\(error))"
        case SQLITE_IOERR: return "the disk could not be read or written (\(error))"
        default: return "the index file cannot be used (\(error))"
        }
    }

    /// Opens the writer, creating the folder, the file and its schema, and checks the version and
    /// the pages; an old or corrupt file is moved aside and a fresh one made in its place.
    private func openWriter() throws(SQLiteError) -> SQLiteConnection {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "cannot create \(directory): \(error.localizedDescription)")
        }
        do {
            return try prepareFile()
        } catch let error where error.isCorruption {
            try moveAside(because: "SQLite reports it corrupt (\(error))")
        } catch let error where error.code == Self.oldSchema {
            try moveAside(because: error.message)
        }
        return try prepareFile()
    }

    /// A private code for "this file has another schema version".
    private static let oldSchema: Int32 = -1

    private func prepareFile() throws(SQLiteError) -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path, create: true, busyMilliseconds: Self.writerBusyMilliseconds)
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        if let maxPageCount { try connection.execute("PRAGMA max_page_count = \(maxPageCount)") }
        var check = ""
        try connection.query("PRAGMA quick_check(1)") { row in check = row.text(0) }
        guard check == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, message: "quick_check: \(check)") }
        let version = try connection.integer("PRAGMA user_version")
        let tables = try connection.integer("SELECT count(*) FROM sqlite_master")
        if version == Self.schemaVersion { return connection }
        guard version == 0, tables == 0 else {
            throw SQLiteError(code: Self.oldSchema, message: "schema version \(version), not \(Self.schemaVersion)")
        }
        try connection.execute(Self.schema)
        return connection
    }

    /// Renames the file (and its WAL) to `comics.sqlite.broken-<time>`, so an operator can look at it.
    private func moveAside(because why: String) throws(SQLiteError) {
        let aside = path + ".broken-\(Int(now().timeIntervalSince1970))"
        let files = FileManager.default
        do {
            if files.fileExists(atPath: aside) { try files.removeItem(atPath: aside) }
            try files.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
                try files.removeItem(atPath: path + suffix)
            }
        } catch {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "cannot move \(path) aside: \(error.localizedDescription)")
        }
        health.withLock { $0.generation += 1 }
        readers.withLock { $0.idle = [] }
        logger.warning("comic index at \(path) moved aside to \(aside) and rebuilt: \(why)")
    }

    /// Comics, the numbers upstream says do not exist, a few numbers (the latest comic), and the
    /// full-text index over title, alt text and transcript, kept in step by triggers.
    static let schema = """
        BEGIN;
        CREATE TABLE comics(
            number INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            alt TEXT NOT NULL,
            transcript TEXT NOT NULL DEFAULT '',
            transcript_origin INTEGER NOT NULL DEFAULT 0,
            transcript_checked REAL,
            transcript_checks INTEGER NOT NULL DEFAULT 0,
            image TEXT,
            year INTEGER NOT NULL,
            month INTEGER NOT NULL,
            day INTEGER NOT NULL,
            published REAL NOT NULL
        );
        -- Small enough that counting comics (every search shows progress) reads it, not the texts' pages.
        CREATE INDEX comics_published ON comics(published);
        CREATE TABLE absent(number INTEGER PRIMARY KEY);
        CREATE TABLE meta(key TEXT PRIMARY KEY, value INTEGER NOT NULL);
        CREATE VIRTUAL TABLE comics_text USING fts5(
            title, alt, transcript, content='comics', content_rowid='number', tokenize='trigram');
        -- Whole words, for the one- and two-letter words trigrams cannot look up (`AI`, `Go`); per
        -- column, so results with the word in the title or the alt text come first.
        CREATE VIRTUAL TABLE comics_words USING fts5(
            title, alt, transcript, content='comics', content_rowid='number', tokenize='unicode61 remove_diacritics 2',
            detail=column);
        -- CJK letters and pairs of them, for the one- and two-character terms trigrams cannot look up
        -- (`猫`, `東京`); per column, so results with the term in the title or the alt text come first.
        -- Filled through kiosk_cjk_grams(), which every connection of the store registers.
        CREATE VIRTUAL TABLE comics_grams USING fts5(
            title, alt, transcript, content='', tokenize='unicode61 remove_diacritics 0', detail=column);
        CREATE TRIGGER comics_insert AFTER INSERT ON comics BEGIN
            INSERT INTO comics_text(rowid, title, alt, transcript) VALUES (new.number, new.title, new.alt, new.transcript);
            INSERT INTO comics_words(rowid, title, alt, transcript) VALUES (new.number, new.title, new.alt, new.transcript);
            INSERT INTO comics_grams(rowid, title, alt, transcript)
                VALUES (new.number, kiosk_cjk_grams(new.title), kiosk_cjk_grams(new.alt), kiosk_cjk_grams(new.transcript));
        END;
        CREATE TRIGGER comics_delete AFTER DELETE ON comics BEGIN
            INSERT INTO comics_text(comics_text, rowid, title, alt, transcript)
                VALUES ('delete', old.number, old.title, old.alt, old.transcript);
            INSERT INTO comics_words(comics_words, rowid, title, alt, transcript)
                VALUES ('delete', old.number, old.title, old.alt, old.transcript);
            INSERT INTO comics_grams(comics_grams, rowid, title, alt, transcript)
                VALUES ('delete', old.number, kiosk_cjk_grams(old.title), kiosk_cjk_grams(old.alt), kiosk_cjk_grams(old.transcript));
        END;
        CREATE TRIGGER comics_update AFTER UPDATE OF title, alt, transcript ON comics BEGIN
            INSERT INTO comics_text(comics_text, rowid, title, alt, transcript)
                VALUES ('delete', old.number, old.title, old.alt, old.transcript);
            INSERT INTO comics_text(rowid, title, alt, transcript) VALUES (new.number, new.title, new.alt, new.transcript);
            INSERT INTO comics_words(comics_words, rowid, title, alt, transcript)
                VALUES ('delete', old.number, old.title, old.alt, old.transcript);
            INSERT INTO comics_grams(comics_grams, rowid, title, alt, transcript)
                VALUES ('delete', old.number, kiosk_cjk_grams(old.title), kiosk_cjk_grams(old.alt), kiosk_cjk_grams(old.transcript));
            INSERT INTO comics_words(rowid, title, alt, transcript) VALUES (new.number, new.title, new.alt, new.transcript);
            INSERT INTO comics_grams(rowid, title, alt, transcript)
                VALUES (new.number, kiosk_cjk_grams(new.title), kiosk_cjk_grams(new.alt), kiosk_cjk_grams(new.transcript));
        END;
        PRAGMA user_version = \(schemaVersion);
        COMMIT;
        """
}
