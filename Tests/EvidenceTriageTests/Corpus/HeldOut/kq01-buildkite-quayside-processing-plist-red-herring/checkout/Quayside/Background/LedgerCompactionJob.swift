import Foundation

/// Merges same-day ledger entries into one row per berth and day.
struct LedgerCompactionJob {
    enum Result {
        case compacted(Int)
        case saveFailed(Error)
    }

    var store: LedgerStore
    static let live = LedgerCompactionJob(store: .shared)

    func run() async -> Result {
        let merged = store.mergeSameDayEntries()
        do {
            try store.save()
            return .compacted(merged)
        } catch {
            NSLog("[Compaction] save failed: %@", String(describing: error as NSError))
            return .saveFailed(error)
        }
    }
}
