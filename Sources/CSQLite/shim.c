// The small helpers are inline in include/CSQLite.h; the FTS5 ranking function is here.
#include "CSQLite.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* kiosk_bm25(fts_table, weight, ...): FTS5's bm25() (k1 = 1.2, b = 0.75, the same IDF per phrase and
   the same average length), ordering rows exactly as it does, with three costs taken out (together
   about three quarters of ranking a term found in most comics):
   - each row's length (tokens, all columns) comes from a copy of the `%_docsize` table that the
     connection keeps while the file is unchanged, not from a lookup statement per row;
   - each row's hits come from walking the phrases' positions, not from an instance array built
     and sorted per row;
   - with one phrase, the IDF (a positive factor of every score, so it changes no order) is not
     computed: that is a second pass over every match. With several, it is bm25()'s. */
typedef struct KioskRankCache {
    char *docsizeSQL;
    unsigned int dataVersion;
    int loaded;
    sqlite3_int64 count; /* entries in sizes: the largest rowid + 1 */
    int *sizes;          /* by rowid; -1 where there is no row */
    sqlite3_int64 scored; /* rows scored since kiosk_bm25_scored() last read it */
} KioskRankCache;

typedef struct KioskRankQuery {
    int phrases;
    double averageLength;
    int useCache;   /* the cache is fresh for this statement */
    int rowsSeen;   /* rows scored by lookups; past a few, the cache is (re)loaded */
    int loadTried;  /* (re)loading was tried once in this statement */
    int badOffsets; /* kiosk_bm25_term's offsets do not fit its phrases */
    double *idf;
    int *offsets;   /* kiosk_bm25_term: where each phrase (one trigram) starts in the term */
} KioskRankQuery;

/* Rows a statement scores by FTS5's own per-row lookups before it (re)loads the cache: a search
   with few matches never pays for reading every row's length. */
#define KIOSK_RANK_LOOKUPS 64

/* The most trigrams kiosk_bm25_term covers a term with (a term of about 3 * 128 characters). */
#define KIOSK_TERM_TRIGRAMS 128

static int kiosk_rank_count(const Fts5ExtensionApi *api, Fts5Context *fts, void *user) {
    (void)api;
    (void)fts;
    (*(sqlite3_int64 *)user)++;
    return SQLITE_OK;
}

/* The sum of a docsize record's SQLite varints, one per column. */
static int kiosk_docsize_sum(const unsigned char *blob, int bytes) {
    int total = 0, i = 0;
    while (i < bytes) {
        unsigned int value = 0;
        int n = 0;
        while (i < bytes && n < 5) {
            unsigned char byte = blob[i++];
            n++;
            value = (value << 7) | (byte & 0x7F);
            if (!(byte & 0x80)) break;
        }
        total += (int)value;
    }
    return total;
}

static int kiosk_rank_load(sqlite3 *db, KioskRankCache *cache) {
    sqlite3_stmt *statement = 0;
    int rc = sqlite3_prepare_v2(db, cache->docsizeSQL, -1, &statement, 0);
    if (rc != SQLITE_OK) return rc;
    sqlite3_int64 largest = -1;
    int *sizes = 0;
    sqlite3_int64 capacity = 0;
    while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {
        sqlite3_int64 id = sqlite3_column_int64(statement, 0);
        if (id < 0 || id > 100000000) continue;
        if (id >= capacity) {
            sqlite3_int64 grown = capacity ? capacity : 4096;
            while (grown <= id) grown *= 2;
            int *more = sqlite3_realloc64(sizes, (sqlite3_uint64)grown * sizeof(int));
            if (!more) {
                rc = SQLITE_NOMEM;
                break;
            }
            for (sqlite3_int64 k = capacity; k < grown; k++) more[k] = -1;
            sizes = more;
            capacity = grown;
        }
        sizes[id] = kiosk_docsize_sum(sqlite3_column_blob(statement, 1), sqlite3_column_bytes(statement, 1));
        if (id > largest) largest = id;
    }
    sqlite3_finalize(statement);
    if (rc != SQLITE_DONE) {
        sqlite3_free(sizes);
        return rc == SQLITE_ROW ? SQLITE_ERROR : rc;
    }
    sqlite3_free(cache->sizes);
    cache->sizes = sizes;
    cache->count = largest + 1;
    cache->loaded = 1;
    return SQLITE_OK;
}

/* The statement's ranking state, made on its first row: the IDF of each phrase (or 1 for all with
   `unitIDF`) and the average row length. NULL, with the error set, on failure. */
static KioskRankQuery *kiosk_rank_query(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                                        KioskRankCache *cache, int unitIDF) {
    KioskRankQuery *query = (KioskRankQuery *)api->xGetAuxdata(fts, 0);
    if (query) return query;
    int phrases = api->xPhraseCount(fts);
    size_t bytes = sizeof(KioskRankQuery) + (sizeof(double) + sizeof(int)) * (size_t)phrases;
    query = sqlite3_malloc64(bytes);
    if (!query) {
        sqlite3_result_error_nomem(context);
        return 0;
    }
    memset(query, 0, bytes);
    query->phrases = phrases;
    query->idf = (double *)&query[1];
    query->offsets = (int *)&query->idf[phrases];
    sqlite3_int64 rows = 0, tokens = 0;
    int rc = api->xRowCount(fts, &rows);
    if (rc == SQLITE_OK) rc = api->xColumnTotalSize(fts, -1, &tokens);
    query->averageLength = rows > 0 ? (double)tokens / (double)rows : 0;
    /* With one phrase its IDF is one positive factor of every score, which orders rows the same
       with or without it: the pass over every match that counts them is left out. */
    for (int i = 0; rc == SQLITE_OK && i < phrases; i++) {
        if (phrases == 1 || unitIDF) {
            query->idf[i] = 1.0;
            continue;
        }
        sqlite3_int64 hits = 0;
        rc = api->xQueryPhrase(fts, i, &hits, kiosk_rank_count);
        double idf = log(((double)rows - (double)hits + 0.5) / ((double)hits + 0.5));
        query->idf[i] = idf <= 0.0 ? 1e-6 : idf;
    }
    if (rc == SQLITE_OK) {
        unsigned int version = 0;
        sqlite3 *db = sqlite3_context_db_handle(context);
        if (sqlite3_file_control(db, "main", SQLITE_FCNTL_DATA_VERSION, &version) == SQLITE_OK) {
            query->useCache = cache->loaded && cache->dataVersion == version;
        }
    }
    if (rc == SQLITE_OK) rc = api->xSetAuxdata(fts, query, sqlite3_free);
    else sqlite3_free(query);
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
        return 0;
    }
    return query;
}

/* The row's length in tokens (all columns): from the connection's copy of `%_docsize`, (re)loaded
   once a statement has looked up more than a few rows; -1, with the error set, on failure. */
static int kiosk_row_length(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                            KioskRankCache *cache, KioskRankQuery *query) {
    if (!query->useCache && !query->loadTried && query->rowsSeen >= KIOSK_RANK_LOOKUPS) {
        unsigned int version = 0;
        query->loadTried = 1;
        sqlite3 *db = sqlite3_context_db_handle(context);
        if (sqlite3_file_control(db, "main", SQLITE_FCNTL_DATA_VERSION, &version) == SQLITE_OK &&
            kiosk_rank_load(db, cache) == SQLITE_OK) {
            cache->dataVersion = version;
            query->useCache = 1;
        }
    }
    int length = -1;
    sqlite3_int64 rowid = api->xRowid(fts);
    if (query->useCache && rowid >= 0 && rowid < cache->count) length = cache->sizes[rowid];
    if (length < 0) {
        int rc = api->xColumnSize(fts, -1, &length);
        if (rc != SQLITE_OK) {
            sqlite3_result_error_code(context, rc);
            return -1;
        }
        query->rowsSeen++;
    }
    return length;
}

/* One phrase's (or term's) part of the score: BM25's saturation of its weighted hits. */
static double kiosk_bm25_part(double freq, int length, const KioskRankQuery *query) {
    const double k1 = 1.2, b = 0.75;
    return (freq * (k1 + 1.0)) / (freq + k1 * (1 - b + b * length / query->averageLength));
}

static void kiosk_bm25(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int argc,
                       sqlite3_value **argv) {
    KioskRankCache *cache = (KioskRankCache *)api->xUserData(fts);
    KioskRankQuery *query = kiosk_rank_query(api, fts, context, cache, 0);
    if (!query) return;
    int length = kiosk_row_length(api, fts, context, cache, query);
    if (length < 0) return;
    double score = 0;
    for (int i = 0; i < query->phrases; i++) {
        Fts5PhraseIter iterator;
        int column = 0, offset = 0;
        double freq = 0;
        int rc = api->xPhraseFirst(fts, i, &iterator, &column, &offset);
        if (rc != SQLITE_OK) {
            sqlite3_result_error_code(context, rc);
            return;
        }
        while (column >= 0) {
            freq += column < argc ? sqlite3_value_double(argv[column]) : 1.0;
            api->xPhraseNext(fts, &iterator, &column, &offset);
        }
        score += query->idf[i] * kiosk_bm25_part(freq, length, query);
    }
    cache->scored++;
    sqlite3_result_double(context, -1.0 * score);
}

/* kiosk_bm25_term(fts_table, offsets, weight, ...): kiosk_bm25 of one term of n >= 3 characters,
   matched not as its phrase of n - 2 trigrams but as an AND of fewer single trigrams that cover it
   (`offsets`: where each starts in the term, e.g. '0 3 4' for `コンピューター`, whose phrase is five
   trigrams). FTS5 then only intersects three lists of rows, without matching five tokens' positions
   in each; the term is where every trigram stands at its offset from the first in one column, which
   is exactly where the phrase would match, so the score is the one kiosk_bm25 gives that phrase.
   NULL for a row holding the trigrams but not the term (`pass`, `swollen`, `word` for `password`):
   it is not a match, and is not counted in kiosk_bm25_scored(). */
static void kiosk_bm25_term(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int argc,
                            sqlite3_value **argv) {
    KioskRankCache *cache = (KioskRankCache *)api->xUserData(fts);
    if (argc < 1) {
        sqlite3_result_error(context, "kiosk_bm25_term: offsets missing", -1);
        return;
    }
    int fresh = api->xGetAuxdata(fts, 0) == 0;
    KioskRankQuery *query = kiosk_rank_query(api, fts, context, cache, 1);
    if (!query) return;
    if (fresh) {
        const char *text = (const char *)sqlite3_value_text(argv[0]);
        int given = 0;
        while (text && *text && given <= query->phrases) {
            char *end = 0;
            long value = strtol(text, &end, 10);
            if (end == text || value < 0 || value > 100000) break;
            if (given < query->phrases) query->offsets[given] = (int)value;
            given++;
            text = end;
            while (*text == ' ') text++;
        }
        query->badOffsets = given != query->phrases || (text && *text) || query->offsets[0] != 0;
    }
    if (query->badOffsets || query->phrases > KIOSK_TERM_TRIGRAMS) {
        sqlite3_result_error(context, "kiosk_bm25_term: one offset per phrase, the first 0", -1);
        return;
    }
    Fts5PhraseIter others[KIOSK_TERM_TRIGRAMS];
    int columns[KIOSK_TERM_TRIGRAMS], offsets[KIOSK_TERM_TRIGRAMS];
    Fts5PhraseIter first;
    int column = 0, offset = 0;
    int rc = api->xPhraseFirst(fts, 0, &first, &column, &offset);
    for (int i = 1; rc == SQLITE_OK && i < query->phrases; i++) {
        rc = api->xPhraseFirst(fts, i, &others[i], &columns[i], &offsets[i]);
    }
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
        return;
    }
    /* Positions come in order of column, then offset: each other trigram's list is walked once,
       beside the first's. */
    double freq = 0;
    int found = 0;
    for (; column >= 0; api->xPhraseNext(fts, &first, &column, &offset)) {
        int whole = 1;
        for (int i = 1; whole && i < query->phrases; i++) {
            int want = offset + query->offsets[i];
            while (columns[i] >= 0 && (columns[i] < column || (columns[i] == column && offsets[i] < want))) {
                api->xPhraseNext(fts, &others[i], &columns[i], &offsets[i]);
            }
            whole = columns[i] == column && offsets[i] == want;
        }
        if (!whole) continue;
        found = 1;
        freq += column + 1 < argc ? sqlite3_value_double(argv[column + 1]) : 1.0;
    }
    if (!found) {
        sqlite3_result_null(context);
        return;
    }
    int length = kiosk_row_length(api, fts, context, cache, query);
    if (length < 0) return;
    cache->scored++;
    sqlite3_result_double(context, -1.0 * (query->idf[0] * kiosk_bm25_part(freq, length, query)));
}

/* kiosk_bm25_scored(): how many rows kiosk_bm25 scored since it was last called, then 0. Called
   before and after a statement that orders by the score, which scores every match once (the sorter
   needs every key): that statement's count of matches, without a second pass over them. */
static void kiosk_bm25_scored(sqlite3_context *context, int argc, sqlite3_value **argv) {
    (void)argc;
    (void)argv;
    KioskRankCache *cache = (KioskRankCache *)sqlite3_user_data(context);
    sqlite3_result_int64(context, cache->scored);
    cache->scored = 0;
}

/* kiosk_adjacent(fts_table): 1 when the query's phrases stand in the row in their order, one
   character apart (`password strength`), else 0. Trigram positions count characters, and a phrase of
   n characters is n - 2 tokens: the next phrase starts n + 1 characters (size + 3 tokens) later.
   Asked only of the rows that match, unlike a second MATCH of the whole phrase over every row. */
static void kiosk_adjacent(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int argc,
                           sqlite3_value **argv) {
    (void)argc;
    (void)argv;
    int phrases = api->xPhraseCount(fts);
    Fts5PhraseIter iterator;
    int column = 0, offset = 0;
    int rc = api->xPhraseFirst(fts, 0, &iterator, &column, &offset);
    for (; rc == SQLITE_OK && column >= 0; api->xPhraseNext(fts, &iterator, &column, &offset)) {
        int next = offset + api->xPhraseSize(fts, 0) + 3;
        int together = 1;
        for (int i = 1; together && i < phrases; i++) {
            Fts5PhraseIter inner;
            int innerColumn = 0, innerOffset = 0;
            together = 0;
            rc = api->xPhraseFirst(fts, i, &inner, &innerColumn, &innerOffset);
            for (; rc == SQLITE_OK && innerColumn >= 0; api->xPhraseNext(fts, &inner, &innerColumn, &innerOffset)) {
                if (innerColumn == column && innerOffset == next) {
                    together = 1;
                    break;
                }
            }
            next += api->xPhraseSize(fts, i) + 3;
        }
        if (rc == SQLITE_OK && together) {
            sqlite3_result_int(context, 1);
            return;
        }
    }
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
        return;
    }
    sqlite3_result_int(context, 0);
}

static void kiosk_rank_cache_free(void *p) {
    KioskRankCache *cache = (KioskRankCache *)p;
    if (!cache) return;
    sqlite3_free(cache->sizes);
    sqlite3_free(cache->docsizeSQL);
    sqlite3_free(cache);
}

/* kiosk_in(table, match, rowid): whether rowid is among the rows of the FTS5 table `table` that match
   `match`. The rows are looked up once per statement, when its first row asks, into a bitset kept
   with the statement (SQLite's auxiliary data of the constant `match`): each ask after that is a bit
   test, and a statement with no rows to ask about never looks them up. (A list of numbers tested
   against another index's matches: a temporary B-tree cost a build and a probe a match; a bitset from
   a scalar subquery, a copy of it a match; a bitset joined as a table, a row read a match.) Rowids
   outside 0...KIOSK_NUMBERS_MAX are never found. */
#define KIOSK_NUMBERS_MAX 1048575

typedef struct KioskNumbers {
    unsigned char *bits;
    int bytes;
} KioskNumbers;

static void kiosk_numbers_free(void *p) {
    KioskNumbers *numbers = (KioskNumbers *)p;
    if (!numbers) return;
    sqlite3_free(numbers->bits);
    sqlite3_free(numbers);
}

static int kiosk_numbers_add(KioskNumbers *numbers, sqlite3_int64 number) {
    if (number < 0 || number > KIOSK_NUMBERS_MAX) return SQLITE_OK;
    int byte = (int)(number / 8);
    if (byte >= numbers->bytes) {
        int grown = numbers->bytes ? numbers->bytes : 512;
        while (grown <= byte) grown *= 2;
        unsigned char *more = sqlite3_realloc(numbers->bits, grown);
        if (!more) return SQLITE_NOMEM;
        memset(more + numbers->bytes, 0, (size_t)(grown - numbers->bytes));
        numbers->bits = more;
        numbers->bytes = grown;
    }
    numbers->bits[byte] |= (unsigned char)(1u << (number % 8));
    return SQLITE_OK;
}

/* kiosk_numbers(rowid): an aggregate of rowids as a bitset blob (bit n of byte n / 8), which
   kiosk_in's lookup runs: the bits are set in the lookup's own loop, not a row at a time out of it. */
static void kiosk_numbers_step(sqlite3_context *context, int argc, sqlite3_value **argv) {
    (void)argc;
    KioskNumbers *numbers = sqlite3_aggregate_context(context, sizeof(KioskNumbers));
    if (!numbers) {
        sqlite3_result_error_nomem(context);
        return;
    }
    if (kiosk_numbers_add(numbers, sqlite3_value_int64(argv[0])) != SQLITE_OK) sqlite3_result_error_nomem(context);
}

static void kiosk_numbers_final(sqlite3_context *context) {
    KioskNumbers *numbers = sqlite3_aggregate_context(context, 0);
    if (!numbers || !numbers->bits) {
        sqlite3_result_zeroblob(context, 0);
        return;
    }
    sqlite3_result_blob(context, numbers->bits, numbers->bytes, sqlite3_free);
    numbers->bits = 0;
}

/* The rows of `table` matching `match`, as a bitset; NULL with *rc set on failure. */
static KioskNumbers *kiosk_numbers_found(sqlite3 *db, const char *table, sqlite3_value *match, int *rc) {
    KioskNumbers *numbers = sqlite3_malloc(sizeof(KioskNumbers));
    char *sql = sqlite3_mprintf("SELECT kiosk_numbers(rowid) FROM \"%w\" WHERE \"%w\" MATCH ?1", table, table);
    if (!numbers || !sql) {
        sqlite3_free(numbers);
        sqlite3_free(sql);
        *rc = SQLITE_NOMEM;
        return 0;
    }
    memset(numbers, 0, sizeof(KioskNumbers));
    sqlite3_stmt *statement = 0;
    *rc = sqlite3_prepare_v2(db, sql, -1, &statement, 0);
    sqlite3_free(sql);
    if (*rc == SQLITE_OK) *rc = sqlite3_bind_value(statement, 1, match);
    if (*rc == SQLITE_OK && (*rc = sqlite3_step(statement)) == SQLITE_ROW) {
        int bytes = sqlite3_column_bytes(statement, 0);
        const void *bits = sqlite3_column_blob(statement, 0);
        *rc = SQLITE_OK;
        if (bytes > 0 && bits) {
            numbers->bits = sqlite3_malloc(bytes);
            if (numbers->bits) {
                memcpy(numbers->bits, bits, (size_t)bytes);
                numbers->bytes = bytes;
            } else {
                *rc = SQLITE_NOMEM;
            }
        }
    }
    if (*rc == SQLITE_DONE) *rc = SQLITE_OK; /* no row: none found */
    int finalized = sqlite3_finalize(statement);
    if (*rc == SQLITE_OK) *rc = finalized;
    if (*rc != SQLITE_OK) {
        kiosk_numbers_free(numbers);
        return 0;
    }
    return numbers;
}

static void kiosk_in(sqlite3_context *context, int argc, sqlite3_value **argv) {
    (void)argc;
    sqlite3_int64 number = sqlite3_value_int64(argv[2]);
    KioskNumbers *numbers = sqlite3_get_auxdata(context, 1);
    int fresh = 0;
    if (!numbers) {
        const char *table = (const char *)sqlite3_value_text(argv[0]);
        int rc = SQLITE_OK;
        numbers = table ? kiosk_numbers_found(sqlite3_context_db_handle(context), table, argv[1], &rc) : 0;
        if (!numbers) {
            if (!table) sqlite3_result_error(context, "kiosk_in: no table", -1);
            else sqlite3_result_error_code(context, rc);
            return;
        }
        fresh = 1;
    }
    int has = numbers->bits && number >= 0 && number / 8 < numbers->bytes &&
              (numbers->bits[number / 8] >> (number % 8)) & 1;
    /* Kept for the statement's next rows; SQLite may free it at once (then the next row looks up again). */
    if (fresh) sqlite3_set_auxdata(context, 1, numbers, kiosk_numbers_free);
    sqlite3_result_int(context, has);
}

int kiosk_register_numbers(sqlite3 *db) {
    int rc = sqlite3_create_function_v2(db, "kiosk_numbers", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, 0, 0,
                                        kiosk_numbers_step, kiosk_numbers_final, 0);
    if (rc != SQLITE_OK) return rc;
    return sqlite3_create_function_v2(db, "kiosk_in", 3, SQLITE_UTF8, 0, kiosk_in, 0, 0, 0);
}

int kiosk_register_bm25(sqlite3 *db, const char *docsizeTable) {
    fts5_api *fts = 0;
    sqlite3_stmt *statement = 0;
    int rc = sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, 0);
    if (rc != SQLITE_OK) return rc;
    sqlite3_bind_pointer(statement, 1, (void *)&fts, "fts5_api_ptr", 0);
    sqlite3_step(statement);
    rc = sqlite3_finalize(statement);
    if (rc != SQLITE_OK) return rc;
    if (!fts || fts->iVersion < 2) return SQLITE_ERROR;
    KioskRankCache *cache = sqlite3_malloc64(sizeof(KioskRankCache));
    if (!cache) return SQLITE_NOMEM;
    memset(cache, 0, sizeof(KioskRankCache));
    cache->docsizeSQL = sqlite3_mprintf("SELECT id, sz FROM \"%w\"", docsizeTable);
    if (!cache->docsizeSQL) {
        sqlite3_free(cache);
        return SQLITE_NOMEM;
    }
    rc = fts->xCreateFunction(fts, "kiosk_bm25", cache, kiosk_bm25, kiosk_rank_cache_free);
    if (rc != SQLITE_OK) {
        kiosk_rank_cache_free(cache);
        return rc;
    }
    rc = fts->xCreateFunction(fts, "kiosk_bm25_term", cache, kiosk_bm25_term, 0);
    if (rc != SQLITE_OK) return rc;
    /* Not deterministic: its value changes with every ranking. The cache outlives it (both go
       with the connection; the ranking function owns the cache). */
    rc = sqlite3_create_function_v2(db, "kiosk_bm25_scored", 0, SQLITE_UTF8, cache, kiosk_bm25_scored, 0, 0, 0);
    if (rc != SQLITE_OK) return rc;
    return fts->xCreateFunction(fts, "kiosk_adjacent", 0, kiosk_adjacent, 0);
}
