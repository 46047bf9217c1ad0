package com.ferncastle.shared.sync

object TaskIds {
    const val SYNC = "dev.ferncastle.app.sync"
    const val REFRESH = "dev.ferncastle.app.refresh"
    const val PRUNE = "dev.ferncastle.app.prune"   // added with PruneWorker (MR !418)

    val all = listOf(SYNC, REFRESH, PRUNE)

    fun owner(id: String) = when (id) {
        SYNC -> "SyncWorker"
        REFRESH -> "RefreshWorker"
        PRUNE -> "PruneWorker"
        else -> "unknown"
    }
}
