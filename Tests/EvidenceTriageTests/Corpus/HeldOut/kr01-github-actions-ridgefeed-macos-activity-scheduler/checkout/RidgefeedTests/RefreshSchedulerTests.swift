import XCTest
@testable import Ridgefeed

final class RefreshSchedulerTests: XCTestCase {
    private var scheduler: RefreshScheduler?

    override func tearDown() {
        scheduler?.invalidate()
        scheduler = nil
        super.tearDown()
    }

    /// Uses the real NSBackgroundActivityScheduler: a 60 s interval should
    /// have fired once 75 s later.
    func testAutomaticRefreshFiresWithinConfiguredInterval() {
        let fired = expectation(description: "scheduled refresh ran")
        fired.assertForOverFulfill = false
        scheduler = RefreshScheduler(interval: 60) { done in
            fired.fulfill()
            done()
        }
        scheduler?.start()
        wait(for: [fired], timeout: 75)
    }

    /// With "check on startup" off, nothing may refresh in the first seconds
    /// after launch.
    func testNoRefreshAtLaunchWhenStartupCheckDisabled() {
        Preferences.shared.checkForNewArticlesOnStartup = false
        var refreshes: [Date] = []
        let launchedAt = Date()
        scheduler = RefreshScheduler(interval: 3600) { done in
            refreshes.append(Date())
            done()
        }
        scheduler?.start()
        RunLoop.current.run(until: Date().addingTimeInterval(5))
        XCTAssertTrue(refreshes.isEmpty, "refresh ran \(refreshes.first.map { $0.timeIntervalSince(launchedAt) } ?? 0) s after launch with startup check disabled")
    }

    func testIntervalIsPassedToScheduler() {
        let scheduler = RefreshScheduler(interval: 1800) { $0() }
        self.scheduler = scheduler
        XCTAssertEqual(RefreshScheduler.activityIdentifier, "com.ridgefeed.mac.refresh")
    }
}
