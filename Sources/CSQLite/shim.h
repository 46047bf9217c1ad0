#ifndef EVIDENCE_CSQLITE_SHIM_H
#define EVIDENCE_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro and does not import into Swift.
static inline void (*evidence_sqlite_transient(void))(void *) { return SQLITE_TRANSIENT; }
#endif
