import Foundation
import Models

/// What the crawler writes and reads back to know where it stands. Each write is its own
/// transaction, so a crash (even `kill -9`) loses at most the comic being written, and the
/// crawler's next pass finds what is missing from the file itself.
extension ComicIndexStore {
    /// Longest title, alt text and transcript kept: far beyond any real comic's, so hostile upstream
    /// text cannot grow the file or the work of a search without bound.
    static let maximumTitleLength = 400
    static let maximumAltLength = 4_000
    public static let maximumTranscriptLength = 20_000

    /// Adds comic `comic` (or replaces what the index held for it), with xkcd's own transcript when
    /// it is one to trust (`transcript`).
    public func add(_ comic: Comic, transcript: Transcript?) throws(ComicSearchError) {
        let published =
            DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(secondsFromGMT: 0), year: comic.year,
                month: comic.month, day: comic.day
            ).date?.timeIntervalSince1970 ?? 0
        let text = transcript.map { Self.plain($0.text, limit: Self.maximumTranscriptLength) } ?? ""
        try withWriter { connection throws(SQLiteError) in
            try connection.query(
                """
                INSERT INTO comics(number, title, alt, transcript, transcript_origin, image, year, month, day, published)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                ON CONFLICT(number) DO UPDATE SET title = excluded.title, alt = excluded.alt,
                    image = excluded.image, year = excluded.year, month = excluded.month, day = excluded.day,
                    published = excluded.published,
                    transcript = CASE WHEN excluded.transcript_origin > 0 THEN excluded.transcript ELSE transcript END,
                    transcript_origin = CASE WHEN excluded.transcript_origin > 0 THEN excluded.transcript_origin
                        ELSE transcript_origin END
                """,
                [
                    .integer(comic.number), .text(Self.plain(comic.title, limit: Self.maximumTitleLength)),
                    .text(Self.plain(comic.altText, limit: Self.maximumAltLength)), .text(text),
                    .integer(text.isEmpty ? 0 : transcript?.origin.rawValue ?? 0),
                    storedImage(comic.imageURL).map(SQLiteValue.text) ?? .null,
                    .integer(comic.year), .integer(comic.month), .integer(comic.day), .real(published),
                ])
        }
    }

    /// Records that upstream has no comic `number` (#404, or a gap), so progress counts it as done.
    public func markAbsent(_ number: Int) throws(ComicSearchError) {
        try withWriter { connection throws(SQLiteError) in
            try connection.query("INSERT OR IGNORE INTO absent(number) VALUES (?1)", [.integer(number)])
        }
    }

    /// Remembers the newest comic's number (what progress counts up to).
    public func setLatest(_ number: Int) throws(ComicSearchError) {
        try withWriter { connection throws(SQLiteError) in
            try connection.query(
                "INSERT INTO meta(key, value) VALUES ('latest', ?1) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [.integer(number)])
        }
    }

    /// Numbers from 1 to `latest` that are neither indexed nor known to be absent, lowest first.
    public func missingNumbers(upTo latest: Int) throws(ComicSearchError) -> [Int] {
        var present = Set<Int>()
        try withWriter { connection throws(SQLiteError) in
            try connection.query("SELECT number FROM comics UNION ALL SELECT number FROM absent") { row in
                present.insert(row.integer(0))
            }
        }
        guard latest >= 1 else { return [] }
        return (1...latest).filter { !present.contains($0) }
    }

    /// Stores explainxkcd's transcript of comic `number` (nil: its page has none yet), and when it was checked.
    public func setExplainedTranscript(_ text: String?, number: Int, checkedAt: Date) throws(ComicSearchError) {
        let plain = text.map { Self.plain($0, limit: Self.maximumTranscriptLength) } ?? ""
        try withWriter { connection throws(SQLiteError) in
            try connection.query(
                """
                UPDATE comics SET transcript_checked = ?2, transcript_checks = transcript_checks + 1,
                    transcript = CASE WHEN ?3 <> '' THEN ?3 ELSE transcript END,
                    transcript_origin = CASE WHEN ?3 <> '' THEN 2 ELSE transcript_origin END
                WHERE number = ?1
                """,
                [.integer(number), .real(checkedAt.timeIntervalSince1970), .text(plain)])
        }
    }

    /// Comics from `firstNumber` on whose explainxkcd transcript is due: never checked, or checked
    /// before one of `ages` after publication had passed (a new comic's page is edited heavily in its
    /// first week); an old comic checked once is never due again. Newest first, at most `limit`.
    public func transcriptsDue(
        from firstNumber: Int, ages: [TimeInterval], at time: Date, limit: Int
    ) throws(ComicSearchError) -> [Int] {
        let now = time.timeIntervalSince1970
        var due: [Int] = []
        try withWriter { connection throws(SQLiteError) in
            try connection.query(
                """
                SELECT number, published, transcript_checked FROM comics
                WHERE number >= ?1 AND (transcript_checked IS NULL OR transcript_checked < published + ?2)
                ORDER BY number DESC
                """,
                [.integer(firstNumber), .real(ages.max() ?? 0)]
            ) { row in
                guard due.count < limit else { return }
                let published = row.real(1)
                guard !row.isNull(2) else {
                    due.append(row.integer(0))
                    return
                }
                let checked = row.real(2)
                // Due when an age has passed since publication that the last check came before.
                if ages.contains(where: { published + $0 <= now && checked < published + $0 }) { due.append(row.integer(0)) }
            }
        }
        return due
    }

    /// Merges each full-text index into one segment (FTS5's `optimize`). Every write adds a segment,
    /// which FTS5 merges with others only now and then: after the archive's 3,300 comics went in one
    /// at a time, each term of a search was looked up in a dozen segments (a search's lookups cost
    /// two to four times what they do in one). The crawler calls this after a pass that changed the
    /// index. The merge leaves the old segments' pages free (a fifth of the file), so the file is
    /// vacuumed, and the write-ahead log that held both emptied; about a second for the archive, and
    /// readers go on meanwhile.
    public func optimize() throws(ComicSearchError) {
        try withWriter { connection throws(SQLiteError) in
            try connection.execute(
                """
                BEGIN;
                INSERT INTO comics_text(comics_text) VALUES ('optimize');
                INSERT INTO comics_words(comics_words) VALUES ('optimize');
                INSERT INTO comics_grams(comics_grams) VALUES ('optimize');
                COMMIT;
                VACUUM;
                PRAGMA wal_checkpoint(TRUNCATE)
                """)
        }
    }

    /// Text as the index keeps it: control characters (no comic text needs them, and none is shown) dropped,
    /// tabs as spaces, and at most `limit` characters.
    static func plain(_ text: String, limit: Int) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { break }
            switch scalar.value {
            case 0x0A: result.append(scalar)
            case 0x09: result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: result.append(scalar)
            }
            count += 1
        }
        return String(result)
    }
}
