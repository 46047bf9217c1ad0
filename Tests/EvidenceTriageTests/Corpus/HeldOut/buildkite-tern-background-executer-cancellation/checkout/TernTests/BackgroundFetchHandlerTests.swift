import XCTest
@testable import TernKit

final class BackgroundFetchHandlerTests: XCTestCase {
    func testFetchReportsNoDataWithSyncV2() async {
        let handler = BackgroundFetchHandler(sync: SpySyncController(mode: .v2))
        let result = await handler.performFetch()
        XCTAssertEqual(result, .noData)
    }

    /// With sync v2 the legacy background-fetch wake must not pile up work for the next foreground.
    func testFetchWhileBackgroundedDoesNotQueueSyncSuspensions() async {
        let sync = SpySyncController(mode: .v2)
        let handler = BackgroundFetchHandler(sync: sync)

        for _ in 0..<5 {                       // five system wakes while the app stays in the background
            _ = await handler.performFetch()
        }
        await sync.enterForeground()

        XCTAssertLessThanOrEqual(sync.suspendCount, 1, "background wakes suspended sync \(sync.suspendCount) times")
        XCTAssertFalse(sync.isSuspended)
    }
}
