import XCTest
@testable import Sieve

final class FilterUpdateSchedulerTests: XCTestCase {
    private var defaults: UserDefaults!
    private var updater: FakeFilterUpdater!
    private var now = Date(timeIntervalSince1970: 1_764_835_200)

    override func setUp() {
        defaults = UserDefaults(suiteName: "FilterUpdateSchedulerTests")!
        defaults.removePersistentDomain(forName: "FilterUpdateSchedulerTests")
        updater = FakeFilterUpdater()
    }

    private func makeScheduler() -> FilterUpdateScheduler {
        FilterUpdateScheduler(defaults: defaults, updater: updater, clock: { [unowned self] in self.now })
    }

    func testDueUpdateRunsAndRecordsLastRun() async {
        let scheduler = makeScheduler()
        let ran = await scheduler.runIfDue()
        XCTAssertTrue(ran)
        XCTAssertEqual(defaults.object(forKey: FilterUpdateScheduler.lastRunKey) as? Date, now)
    }

    func testRunningFlagClearedOnEarlyReturn() async {
        let scheduler = makeScheduler()
        updater.networkAvailable = false
        _ = await scheduler.runIfDue()                 // offline: returns early

        updater.networkAvailable = true
        let ran = await scheduler.runIfDue()           // back online: must run
        XCTAssertFalse(defaults.bool(forKey: FilterUpdateScheduler.isCurrentlyRunningKey))
        XCTAssertTrue(ran, "update stuck after an early return")
    }

    func testOverdueScheduleDoesNotRecurse() {
        defaults.set(now.addingTimeInterval(-3 * 3600), forKey: FilterUpdateScheduler.lastRunKey)
        updater.updateDelay = 0.5
        let line = makeScheduler().updateScheduleLine()
        XCTAssertEqual(line, "Updating filters…")
    }
}
