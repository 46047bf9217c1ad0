import XCTest
import WidgetKit
@testable import Tallyboard

/// Runs against the real WidgetKit daemon on the CI Mac: the widget extension
/// posts com.tallyboard.widget.getTimeline from Provider.getTimeline.
final class WidgetTimelineIntegrationTests: XCTestCase {
    func testProviderReceivesReloadWithin20Seconds() {
        let called = expectation(forNotification: .init("com.tallyboard.widget.getTimeline"),
                                 object: nil,
                                 notificationCenter: DistributedNotificationCenter.default())
        called.expectationDescription = "TallyboardWidget getTimeline called"
        WidgetCenter.shared.reloadAllTimelines()
        wait(for: [called], timeout: 20)
    }
}
