import XCTest
@testable import Larch

@MainActor
final class SyncStopTests: XCTestCase {
    func testForegroundStartsSync() {
        let mediator = FakeAppMediator()
        let sync = FakeSyncService()
        let coordinator = AppCoordinator(mediator: mediator, sync: sync)
        mediator.simulate(.didBecomeActive)
        XCTAssertEqual(sync.startCount, 1)
    }

    /// Going to the background must stop the sync loop right away so its SQLite
    /// write transactions are released before the app is suspended.
    func testBackgroundingStopsSyncPromptly() {
        let mediator = FakeAppMediator()
        let sync = FakeSyncService()
        let coordinator = AppCoordinator(mediator: mediator, sync: sync, syncStopDelay: 0)
        mediator.simulate(.didBecomeActive)
        mediator.simulate(.didEnterBackground)
        XCTAssertEqual(sync.stopCount, 1, "sync should stop when the app is backgrounded, not when background time expires")
        _ = coordinator
    }
}
