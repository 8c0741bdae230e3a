import CSQLite
import ComicIndex
import Foundation
import Models
import Testing
import TestSupport

/// The index file is derived data: an old or corrupt one is moved aside and rebuilt, and one that
/// cannot be used makes search unavailable (never the process) until a later try succeeds.
@Suite struct ComicIndexFileTests {
    func asideFiles(_ index: TemporaryIndex) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: index.directory).filter { $0.contains(".broken-") }
    }

    @Test func open_whenFileIsNotADatabase_movesItAsideAndBuildsAnEmptyOne() throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        try FileManager.default.createDirectory(atPath: index.directory, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: index.store.path))
        index.store.open()
        #expect(index.store.unavailableReason == nil)
        #expect(try asideFiles(index).count == 1)
        try index.store.add(ComicIndexStoreTests.comic(1), transcript: nil)
        #expect(try index.store.search("Comic", offset: 0, limit: 5).hits.map(\.number) == [1])
    }

    @Test func open_whenSchemaVersionIsOld_movesItAsideAndRebuilds() throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        try FileManager.default.createDirectory(atPath: index.directory, withIntermediateDirectories: true)
        var handle: OpaquePointer?
        #expect(sqlite3_open(index.store.path, &handle) == SQLITE_OK)
        #expect(sqlite3_exec(handle, "CREATE TABLE comics(number INTEGER); PRAGMA user_version = 0;", nil, nil, nil) == SQLITE_OK)
        sqlite3_close(handle)
        index.store.open()
        #expect(index.store.unavailableReason == nil)
        #expect(try asideFiles(index).count == 1)
        #expect(try index.store.progress() == IndexProgress(indexed: 0, total: nil))
    }

    @Test func open_whenFileIsCurrent_keepsItsComics() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        let again = ComicIndexStore(directory: index.directory, now: index.clock.now)
        again.open()
        #expect(try asideFiles(index).isEmpty)
        #expect(try again.progress().indexed == RelevanceSet.entries.count)
    }

    @Test func open_whenFolderCannotBeCreated_searchIsUnavailableAndRetriedLater() throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        // A plain file where the folder should be: as unusable as a read-only parent folder (and
        // unlike permissions, it holds for root too).
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: index.directory))
        index.store.open()
        #expect(index.store.unavailableReason?.contains("cannot") == true)
        #expect(throws: ComicSearchError.self) { try index.store.search("x", offset: 0, limit: 5) }
        try FileManager.default.removeItem(atPath: index.directory)
        // Still refused until the retry interval passes, then it works without a restart.
        #expect(throws: ComicSearchError.self) { try index.store.add(ComicIndexStoreTests.comic(1), transcript: nil) }
        index.clock.advance(by: ComicIndexStore.retryInterval + 1)
        try index.store.add(ComicIndexStoreTests.comic(1), transcript: nil)
        #expect(index.store.unavailableReason == nil)
        #expect(try index.store.search("Comic", offset: 0, limit: 5).total == 1)
    }

    @Test func add_whenDiskIsFull_searchSaysUnavailableUntilWritesWorkAgain() throws {
        let index = TemporaryIndex(maxPageCount: 40)
        defer { index.remove() }
        index.store.open()
        var failure: ComicSearchError?
        for number in 1...400 {
            var comic = ComicIndexStoreTests.comic(number)
            comic.altText = String(repeating: "long alt text \(number) ", count: 40)
            do { try index.store.add(comic, transcript: nil) } catch {
                failure = error
                break
            }
        }
        guard case .unavailable(let reason)? = failure else {
            Issue.record("the index never filled up")
            return
        }
        #expect(reason.contains("full"))
        #expect(index.store.unavailableReason == reason)
        #expect(throws: ComicSearchError.unavailable(reason: reason)) { try index.store.search("Comic", offset: 0, limit: 5) }
    }

    /// A copy of `index`'s files in a new folder, as they are on disk now, with no connection open to them.
    func copyFiles(of index: TemporaryIndex) throws -> String {
        let copy = NSTemporaryDirectory() + "kiosk-index-copy-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: index.store.path + suffix) {
            try FileManager.default.copyItem(
                atPath: index.store.path + suffix, toPath: copy + "/" + ComicIndexStore.fileName + suffix)
        }
        return copy
    }

    @Test func search_whenAnotherProcessLocksTheFile_isUnavailableThenRecovers() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        let copy = try copyFiles(of: index)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // A connection holding the file in exclusive locking mode keeps every other one out.
        var holder: OpaquePointer?
        #expect(sqlite3_open(copy + "/" + ComicIndexStore.fileName, &holder) == SQLITE_OK)
        #expect(sqlite3_exec(holder, "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;", nil, nil, nil) == SQLITE_OK)
        let locked = ComicIndexStore(directory: copy, now: index.clock.now)
        #expect(throws: ComicSearchError.self) { try locked.search("password", offset: 0, limit: 5) }
        #expect(locked.unavailableReason?.contains("lock") == true)
        sqlite3_close(holder)
        index.clock.advance(by: ComicIndexStore.retryInterval + 1)
        #expect(try locked.search("password strength", offset: 0, limit: 5).hits.first?.number == 936)
        #expect(locked.unavailableReason == nil)
    }

    /// A writer that dies mid-transaction (its process killed) leaves nothing half-written: the
    /// next opening sees exactly the comics committed before it.
    @Test func open_afterWriterAbandonedMidTransaction_keepsCommittedComicsOnly() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        var writer: OpaquePointer?
        #expect(sqlite3_open(index.store.path, &writer) == SQLITE_OK)
        let handle = try #require(writer)
        #expect(ComicIndexStore.registerFunctions(on: handle) == SQLITE_OK)
        #expect(
            sqlite3_exec(
                writer,
                """
                BEGIN IMMEDIATE;
                INSERT INTO comics(number, title, alt, image, year, month, day, published)
                    VALUES (7000, 'Half Written', 'never committed', NULL, 2026, 1, 1, 0);
                """, nil, nil, nil) == SQLITE_OK)
        // Copy the files as they are on disk while the transaction is open: what a `kill -9` leaves.
        let crashed = NSTemporaryDirectory() + "kiosk-index-crashed-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: crashed) }
        try FileManager.default.createDirectory(atPath: crashed, withIntermediateDirectories: true)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: index.store.path + suffix) {
            try FileManager.default.copyItem(
                atPath: index.store.path + suffix, toPath: crashed + "/" + ComicIndexStore.fileName + suffix)
        }
        sqlite3_close(writer)
        let reopened = ComicIndexStore(directory: crashed)
        reopened.open()
        #expect(reopened.unavailableReason == nil)
        #expect(try reopened.progress().indexed == RelevanceSet.entries.count)
        #expect(try reopened.search("Half Written", offset: 0, limit: 5).hits.isEmpty)
        #expect(try reopened.missingNumbers(upTo: 2).count == 1)
    }
}
