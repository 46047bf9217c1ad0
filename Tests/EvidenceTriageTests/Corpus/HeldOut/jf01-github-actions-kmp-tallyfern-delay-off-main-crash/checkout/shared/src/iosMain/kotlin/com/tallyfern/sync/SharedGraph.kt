package com.tallyfern.sync

/** Minimal object graph exposed to Swift. */
object SharedGraph {
    private val store: PendingReceiptStore by lazy { UserDefaultsReceiptStore() }
    private val api: ReceiptApi by lazy { NSURLSessionReceiptApi(baseUrl = "https://api.tallyfern.example") }

    fun receiptSyncJob(): ReceiptSyncJob = ReceiptSyncJob(store, api)
}
