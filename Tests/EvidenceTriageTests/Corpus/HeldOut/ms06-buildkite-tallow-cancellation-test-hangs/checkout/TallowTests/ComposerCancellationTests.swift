import XCTest
@testable import Tallow

final class ComposerCancellationTests: XCTestCase {
    func testSwitchingMacCancelsPendingLoad() async throws {
        let store = DelayedPairedMacStore()                  // parks every loadAll() until released
        let composer = TaskComposerModel(store: store)
        await composer.select(mac: "B")
        await store.waitForParkedReads(1)
        await composer.select(mac: "C")                      // should cancel B's load
        let result = await composer.loadTask?.value
        XCTAssertEqual(result?.macID, "C")
    }

    func testCancelledLoadReportsCancellation() async {
        let store = DelayedPairedMacStore()
        let load = Task { await store.loadAll(for: "B") }
        await store.waitForParkedReads(1)
        load.cancel()
        let result = await load.value
        XCTAssertTrue(result.isCancellation, "expected CancellationError, got \(result)")
    }
}
