import XCTest
@testable import Quillfeed

final class RefreshSchedulerTests: XCTestCase {
    private var defaults: UserDefaults!
    override func setUp() { defaults = UserDefaults(suiteName: "RefreshSchedulerTests"); defaults.removePersistentDomain(forName: "RefreshSchedulerTests") }

    func testManualRefreshIntervalDoesNotThrow() {
        let prefs = RefreshPreferences(defaults: defaults)
        prefs.checkOnStartup = true
        prefs.intervalMinutes = 0                       // Preferences › Refresh › "Manually"
        let scheduler = RefreshScheduler(scheduler: NSBackgroundActivityScheduler(identifier: "com.quillfeed.mac.refresh.tests"), preferences: prefs)
        scheduler.apply()
        XCTAssertTrue(true, "applying the manual setting must not raise")
    }

    func testScheduledRefreshFiresWithinInterval() {
        // Real scheduler: one minute, ten seconds of tolerance.
        let prefs = RefreshPreferences(defaults: defaults)
        prefs.checkOnStartup = true
        prefs.intervalMinutes = 1
        let fired = expectation(description: "background activity fired")
        fired.assertForOverFulfill = false
        let scheduler = RefreshScheduler(scheduler: NSBackgroundActivityScheduler(identifier: "com.quillfeed.mac.refresh.tests.fire"), preferences: prefs)
        var startupRefreshSeen = false
        scheduler.onRefresh = { if startupRefreshSeen { fired.fulfill() } else { startupRefreshSeen = true } }
        scheduler.apply()
        wait(for: [fired], timeout: 90)
    }
}
