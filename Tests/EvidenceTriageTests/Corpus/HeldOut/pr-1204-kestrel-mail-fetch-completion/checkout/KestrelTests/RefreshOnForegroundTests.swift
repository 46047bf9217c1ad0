import XCTest
@testable import Kestrel

final class RefreshOnForegroundTests: XCTestCase {
    func testNoRefreshAfterControlCenter() throws {
        let coordinator = RefreshCoordinator(clock: FixedClock())
        coordinator.didPerformBackgroundFetch()
        coordinator.didBecomeActive()
        XCTAssertFalse(coordinator.didTriggerForegroundRefresh, "foreground refresh triggered after a warm-start background fetch")
    }
}
