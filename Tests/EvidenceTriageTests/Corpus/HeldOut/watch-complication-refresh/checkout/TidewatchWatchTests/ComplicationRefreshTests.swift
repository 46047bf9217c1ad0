import XCTest
import WatchKit
@testable import TidewatchWatch

final class ComplicationRefreshTests: XCTestCase {
    private var coordinator: RefreshCoordinator!
    private var store: TideStore!

    override func setUp() {
        super.setUp()
        store = TideStore(inMemory: true)
        coordinator = RefreshCoordinator(store: store, session: .tidewatchBackground)
        WKApplication.shared().delegate = coordinator.delegateProxy
    }

    /// Schedules a refresh, lets the background URLSession download run,
    /// and expects the downloaded tide table to be processed while the app is in the background.
    func testBackgroundDownloadProcessedWhileAppInBackground() {
        let processed = expectation(description: "didFinishDownloadingTo processed in background")
        coordinator.onDownloadProcessed = { _ in processed.fulfill() }

        coordinator.scheduleNextRefresh(preferredDate: Date().addingTimeInterval(1))
        coordinator.simulateMoveToBackground()

        wait(for: [processed], timeout: 60)
        XCTAssertEqual(store.latestStation?.id, "9414290")
    }

    /// The refresh is scheduled for the next quarter hour; we shorten the preferred date
    /// to 5 s and expect WatchKit to hand us a WKApplicationRefreshBackgroundTask within 30 s.
    func testNextRefreshFiresWithinFifteenMinutesWindow() {
        let handled = expectation(description: "WKApplicationRefreshBackgroundTask delivered")
        coordinator.onRefreshTask = { task in
            handled.fulfill()
            task.setTaskCompletedWithSnapshot(false)
        }
        coordinator.scheduleNextRefresh(preferredDate: Date().addingTimeInterval(5))
        coordinator.simulateMoveToBackground()
        wait(for: [handled], timeout: 30)
    }

    func testScheduleUsesQuarterHourBoundary() {
        let now = ISO8601DateFormatter().date(from: "2026-11-30T10:07:12Z")!
        XCTAssertEqual(coordinator.nextQuarterHour(after: now),
                       ISO8601DateFormatter().date(from: "2026-11-30T10:15:00Z"))
    }
}
