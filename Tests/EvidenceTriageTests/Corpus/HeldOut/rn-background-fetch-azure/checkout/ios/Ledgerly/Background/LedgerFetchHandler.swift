import Foundation
import os

protocol FetchFinishing { func finish(_ taskId: String) }

final class LedgerFetchHandler {
    private let finisher: FetchFinishing
    private let sync: LedgerSyncing
    private let log = Logger(subsystem: "com.ledgerly.mobile", category: "fetch")

    init(finisher: FetchFinishing, sync: LedgerSyncing) {
        self.finisher = finisher
        self.sync = sync
    }

    func onFetch(taskId: String) async {
        do {
            let applied = try await sync.pullAndApply()
            log.info("ledger-sync applied \(applied) entries")
        } catch {
            log.error("ledger-sync failed: \(error.localizedDescription)")
            return
        }
        finisher.finish(taskId)
    }

    func onTimeout(taskId: String) {
        log.error("[BackgroundFetch] TIMEOUT taskId: \(taskId)")
        sync.cancel()
    }
}
