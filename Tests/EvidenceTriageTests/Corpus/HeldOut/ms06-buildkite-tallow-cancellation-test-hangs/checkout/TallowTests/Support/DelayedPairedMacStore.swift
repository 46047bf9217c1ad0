import Foundation
@testable import Tallow

/// Test double: parks each loadAll() on a continuation until the test releases it.
actor DelayedPairedMacStore: PairedMacStoring {
    private var parked: [CheckedContinuation<PairedMacStore.LoadResult, Never>] = []

    func loadAll(for mac: String) async -> PairedMacStore.LoadResult {
        await withCheckedContinuation { parked.append($0) }   // never resumed on cancellation
    }

    func waitForParkedReads(_ n: Int) async {
        while parked.count < n { await Task.yield() }
    }
}
