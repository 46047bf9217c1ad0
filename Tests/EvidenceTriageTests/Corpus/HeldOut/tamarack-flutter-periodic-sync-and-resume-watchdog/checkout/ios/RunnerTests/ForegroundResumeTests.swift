import XCTest
@testable import Runner

final class ForegroundResumeTests: XCTestCase {
    func testResumeRefreshesWeatherBadge() {
        let delegate = AppDelegate.testInstance(seed: .smallTrip)
        delegate.applicationWillEnterForeground(UIApplication.shared)
        XCTAssertTrue(delegate.weatherBadgeNeedsRefresh)
    }

    /// The watchdog kills an app that takes too long to come back to the
    /// foreground (0x8badf00d); keep the synchronous part under 5 s.
    func testResumeFinishesWithinWatchdogBudget() {
        let delegate = AppDelegate.testInstance(seed: .longTrip(trackPoints: 1_842))
        let start = Date()
        delegate.applicationWillEnterForeground(UIApplication.shared)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 5.0, "seconds spent in applicationWillEnterForeground")
    }
}
