#include <libpq-fe.h>

/// Notices ("relation already exists, skipping") are not errors; libpq prints them to stderr unless
/// told otherwise, and the library never prints.
static inline void evidence_pq_ignore_notice(void *arg, const char *message) {
    (void)arg;
    (void)message;
}
