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
#endif
