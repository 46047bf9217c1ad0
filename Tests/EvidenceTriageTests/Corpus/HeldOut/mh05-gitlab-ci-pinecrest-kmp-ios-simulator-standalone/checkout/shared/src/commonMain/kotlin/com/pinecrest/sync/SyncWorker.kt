package com.pinecrest.sync

class SyncWorker(private val api: ChainApi, private val db: WalletDb) {
    suspend fun run() {
        var height = db.cursor
        while (height < api.tipHeight()) {
            val block = api.block(height + 1)
            db.storeBlock(block)          // committed immediately
            height += 1
            if (height % 5 == 0L) db.cursor = height   // BUG: cursor lags the stored blocks
        }
        db.cursor = height
    }
}
