#ifndef EVIDENCE_CSQLITE_SHIM_H
#define EVIDENCE_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro and does not import into Swift.
static inline void (*evidence_sqlite_transient(void))(void *) { return SQLITE_TRANSIENT; }

// sqlite3_db_config is variadic and does not import into Swift. For a database from a result bundle
// (untrusted): defensive mode (no writes to the schema or shadow tables by SQL), and no function
// or virtual table with side effects called from the schema (views, triggers, generated columns).
// Returns the first failing result code, or SQLITE_OK.
static inline int evidence_sqlite_distrust(sqlite3 *db) {
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (result != SQLITE_OK) return result;
    result = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (result != SQLITE_OK) return result;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, (int *)0);
}

// A budget of virtual-machine instructions for a connection: the progress handler is called every
// `step` instructions and interrupts the statement running (SQLITE_INTERRUPT) once `remaining`
// steps are spent, so no query over a hostile database runs for ever.
typedef struct {
    long long remaining;
    int exhausted;
} evidence_sqlite_budget;

static int evidence_sqlite_budget_tick(void *context) {
    evidence_sqlite_budget *budget = (evidence_sqlite_budget *)context;
    if (budget->remaining <= 0) {
        budget->exhausted = 1;
        return 1;
    }
    budget->remaining -= 1;
    return 0;
}

static inline void evidence_sqlite_set_budget(sqlite3 *db, evidence_sqlite_budget *budget, int step) {
    sqlite3_progress_handler(db, step, evidence_sqlite_budget_tick, budget);
}
#endif
