import XCTest
@testable import Tallyo

/// The widget extension posts app.tallyo.widget.timeline-requested from getTimeline (Darwin notify,
/// not the app group), so this checks the reload reaches the extension after a sync.
final class WidgetReloadTests: XCTestCase {

    func testSyncReloadsWidgetTimelineWithinFiveSeconds() {
        let requested = expectation(description: "widget getTimeline called")
        let observer = DarwinNotificationObserver(name: "app.tallyo.widget.timeline-requested") {
            requested.fulfill()
        }
        defer { observer.invalidate() }

        WidgetReloader.reloadUsageWidget()
        wait(for: [requested], timeout: 5)
    }

    func testReloaderUsesUsageKind() {
        XCTAssertEqual(WidgetReloader.usageKind, "TallyoUsageWidget")
    }
}
