package com.kestrelapps.ledger.store

import com.kestrelapps.ledger.platform.isMainThread

/**
 * Applies queued writes to the UI-bound ledger store. The store is not thread-safe and
 * has always been touched from the main thread only (suspend calls from Swift used to
 * resume on main before SKIE was adopted).
 */
class PendingWriteApplier(private val store: UiLedgerStore) {

    /** Returns true when the writes were applied on the main thread. */
    suspend fun applyPending(): Boolean {
        val onMain = isMainThread()
        store.applyQueued()
        return onMain
    }
}
