import XCTest
@testable import SorrelKit

final class WidgetSnapshotTests: XCTestCase {
    func testSnapshotReloadsAfterFlush() {
        let center = RecordingTimelineReloader()
        let notifier = WidgetRefreshNotifier(reloader: center, debounce: 0.25)
        let reloaded = expectation(description: "timeline reload requested")
        center.onReload = { kind in
            XCTAssertEqual(kind, "PendingStampsWidget")
            reloaded.fulfill()
        }
        notifier.eventsFlushed(count: 3)
        wait(for: [reloaded], timeout: 2.0)
    }
}
