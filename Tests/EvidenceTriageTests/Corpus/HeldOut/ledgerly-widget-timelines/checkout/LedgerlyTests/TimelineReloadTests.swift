import XCTest
import WidgetKit
@testable import Ledgerly

/// The widget extension posts a Darwin notification from timeline(for:in:).
final class TimelineReloadTests: XCTestCase {

    func testProviderAskedForNewTimelineAfterReload() {
        let requested = XCTDarwinNotificationExpectation(notificationName: "com.ledgerly.widgets.timeline-requested")
        WidgetCenter.shared.reloadTimelines(ofKind: "UpcomingBills")
        wait(for: [requested], timeout: 5)
    }
}
