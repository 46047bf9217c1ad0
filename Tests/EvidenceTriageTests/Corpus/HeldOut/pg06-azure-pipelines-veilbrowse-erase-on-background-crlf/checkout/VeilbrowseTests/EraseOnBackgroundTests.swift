import XCTest
@testable import Veilbrowse

final class EraseOnBackgroundTests: XCTestCase {
    func testEraseCompletesAfterSuspension() {
        let lifecycle = FakeLifecycle(suspendsAfter: 0.5)
        let store = BrowsingDataStore.inMemory(historyCount: 3)
        _ = EraseCoordinator(store: store, lifecycle: lifecycle)
        lifecycle.enterBackground()
        lifecycle.runUntilSuspended()
        XCTAssertEqual(store.historyCount, 0)
    }

    func testEraseOnForegroundIsNoOp() {
        let lifecycle = FakeLifecycle(suspendsAfter: 10)
        let store = BrowsingDataStore.inMemory(historyCount: 0)
        _ = EraseCoordinator(store: store, lifecycle: lifecycle)
        XCTAssertEqual(store.historyCount, 0)
    }
}
