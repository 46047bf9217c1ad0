import Foundation

/// Folds a season's harvest entries into per-block totals.
final class LedgerCompactionJob {
    private let store: LedgerStore
    private let clock: () -> Date
    private var cancelled = false

    init(store: LedgerStore, clock: @escaping () -> Date = Date.init) {
        self.store = store
        self.clock = clock
    }

    func cancel() { cancelled = true }

    func run() throws {
        defer { store.lastCompactedAt = clock() }
        for block in try store.blocksNeedingCompaction() {
            if cancelled { throw CancellationError() }
            let totals = try store.entries(in: block).reduce(into: BlockTotals(block: block)) { $0.add($1) }
            try store.replaceEntries(in: block, with: totals)
        }
    }
}
