import Foundation

final class ReceiptSyncJob {
    static var onRun: (() -> Void)?
    private let api: ReceiptsAPI
    private let database: LedgerDatabase
    private let cursor: SyncCursor

    init(api: ReceiptsAPI, database: LedgerDatabase, cursor: SyncCursor) {
        self.api = api; self.database = database; self.cursor = cursor
    }

    func run() async -> Bool {
        Self.onRun?()
        var next = cursor.value
        do {
            while let page = try await api.receipts(after: next) {
                next = page.lastID
                cursor.value = next            // advance first so a crash does not refetch the page
                try database.save(page.receipts)
            }
            return true
        } catch {
            Log.sync.error("receipt sync failed: \(error)")
            return false
        }
    }
}
