#include <dlfcn.h>
#include <os/log.h>
#include <stdio.h>
#include <stdlib.h>
#include "SyncBridge.h"

/* The sync engine is a C library that calls back into the app through a single
 * exported entry point. We resolve it from the main executable image so that a
 * stale copy in a plug-in can never be picked up by mistake. */
typedef int (*cl_entry_fn)(const cl_sync_config *);

int cl_sync_bootstrap(const cl_sync_config *config) {
    void *entry = dlsym(RTLD_MAIN_ONLY, "cl_sync_entry");
    if (entry == NULL) {
        os_log_error(OS_LOG_DEFAULT, "No Entry Point Found. checked(null)");
        abort();
    }
    return ((cl_entry_fn)entry)(config);
}
