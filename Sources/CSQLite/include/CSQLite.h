#ifndef KIOSK_CSQLITE_H
#define KIOSK_CSQLITE_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro that casts -1 to a destructor pointer, which Swift cannot import:
/// this binds text that SQLite copies before the call returns.
static inline int kiosk_sqlite3_bind_text_transient(sqlite3_stmt *s, int i, const char *text, int bytes) {
    return sqlite3_bind_text(s, i, text, bytes, SQLITE_TRANSIENT);
}

/// The same for a SQL function's text result.
static inline void kiosk_sqlite3_result_text_transient(sqlite3_context *c, const char *text, int bytes) {
    sqlite3_result_text(c, text, bytes, SQLITE_TRANSIENT);
}

/// Registers `kiosk_bm25(table, weight, ...)` on `db` for the FTS5 table whose `%_docsize` table is
/// `docsizeTable` (FTS5's bm25() with the same order, computed faster), and `kiosk_adjacent(table)`
/// (whether a trigram table's row holds the query's phrases side by side); see shim.c.
int kiosk_register_bm25(sqlite3 *db, const char *docsizeTable);

/// Registers `kiosk_in(table, match, rowid)` on `db`: whether rowid is among the rows of another FTS5
/// table that match, looked up once per statement as a bitset (see shim.c).
int kiosk_register_numbers(sqlite3 *db);
#endif
