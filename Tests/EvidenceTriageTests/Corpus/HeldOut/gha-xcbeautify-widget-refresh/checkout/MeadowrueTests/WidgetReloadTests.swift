import XCTest
import WidgetKit
@testable import Meadowrue

/// Integration tests that run in the host app on the simulator.
final class WidgetReloadTests: XCTestCase {
    func testReloadTimelinesCallsProviderWithinTenSeconds() {
        let built = DarwinNotificationExpectation(name: "com.meadowrue.pollen.timelineBuilt")
        WidgetCenter.shared.reloadTimelines(ofKind: "PollenTodayWidget")
        wait(for: [built], timeout: 10)
    }

    func testAppRefreshReloadsWidgetWithinFiveMinutes() throws {
        let handled = expectation(forNotification: .pollenRefreshTaskHandled, object: nil)
        try PollenRefreshScheduler.shared.scheduleAppRefresh(earliestBeginIn: 60)
        wait(for: [handled], timeout: 300)
    }
}
