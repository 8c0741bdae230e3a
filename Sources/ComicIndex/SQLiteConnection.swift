import CSQLite
import Foundation

/// A failed SQLite call: the extended result code and SQLite's own message.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: Int32
    public var message: String

    /// The primary result code (the low byte of the extended one).
    public var primary: Int32 { code & 0xFF }

    /// The file is damaged or not a database: only moving it aside and rebuilding helps.
    public var isCorruption: Bool { primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB }

    public var description: String { "\(message) (SQLite \(code))" }
}

/// One connection to the index file with its prepared statements, kept for reuse.
///
/// `@unchecked Sendable`: SQLite connections and statements may move between threads but must not
/// be used by two at once; `ComicIndexStore` hands each connection to one caller at a time, under its lock.
final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    /// Opens (creating it when `create`) the file at `path`; `busyMilliseconds` is how long a call
    /// waits for another connection's lock before it gives up with SQLITE_BUSY.
    init(path: String, create: Bool, busyMilliseconds: Int32) throws(SQLiteError) {
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &pointer, flags, nil)
        guard let pointer else { throw SQLiteError(code: status, message: "cannot allocate a connection") }
        guard status == SQLITE_OK else {
            let error = SQLiteError(code: sqlite3_extended_errcode(pointer), message: String(cString: sqlite3_errmsg(pointer)))
            sqlite3_close_v2(pointer)
            throw error
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyMilliseconds)
        let registered = ComicIndexStore.registerFunctions(on: handle)
        guard registered == SQLITE_OK else { throw error(registered) }
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows (schema, pragmas, transactions).
    func execute(_ sql: String) throws(SQLiteError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status) }
    }

    /// Runs `sql` with `bindings`, calling `row` for each result row.
    func query(
        _ sql: String, _ bindings: [SQLiteValue] = [], row: (Row) throws(SQLiteError) -> Void = { _ in }
    )
        throws(SQLiteError)
    {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, value) in bindings.enumerated() {
            let position = Int32(index + 1)
            let status: Int32
            switch value {
            case .integer(let number): status = sqlite3_bind_int64(statement, position, Int64(number))
            case .real(let number): status = sqlite3_bind_double(statement, position, number)
            case .text(let text): status = kiosk_sqlite3_bind_text_transient(statement, position, text, -1)
            case .null: status = sqlite3_bind_null(statement, position)
            }
            guard status == SQLITE_OK else { throw error(status) }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status) }
            try row(Row(statement: statement))
        }
    }

    /// Runs `body` in one read transaction: its statements see one snapshot of the file, and the
    /// file's and the WAL's read locks are taken once, not by each statement (a search runs two dozen).
    /// When `body` throws, the transaction is left open: the caller drops a connection that failed,
    /// and closing it ends the transaction.
    func reading<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try query("BEGIN")
        let value = try body()
        try query("COMMIT")
        return value
    }

    /// The first column of the first row as an integer (0 when there is no row).
    func integer(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        var value = 0
        try query(sql, bindings) { row in value = row.integer(0) }
        return value
    }

    private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw error(status) }
        statements[sql] = statement
        return statement
    }

    private func error(_ status: Int32) -> SQLiteError {
        let extended = sqlite3_extended_errcode(handle)
        return SQLiteError(code: extended == 0 ? status : extended, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// One result row, valid only inside the `query` callback that receives it.
    struct Row {
        fileprivate let statement: OpaquePointer

        func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
        func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
        func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        func text(_ column: Int32) -> String {
            guard let bytes = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }
}

/// A value bound to a statement's `?`.
enum SQLiteValue: Sendable {
    case integer(Int)
    case real(Double)
    case text(String)
    case null
}
