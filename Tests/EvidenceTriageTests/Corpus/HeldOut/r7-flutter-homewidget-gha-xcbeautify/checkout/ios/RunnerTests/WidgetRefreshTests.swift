import XCTest
@testable import Runner

final class WidgetRefreshTests: XCTestCase {

    func testPeriodicRefreshUpdatesSnapshotWithinTwoMinutes() throws {
        let before = WidgetBridge.lastSnapshotDate()
        // AppDelegate registered WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.stillwater.widgetRefresh", frequency: 15 min)
        WidgetRefreshScheduler.submitNext(earliestBegin: Date(timeIntervalSinceNow: 15))
        let updated = expectation(for: NSPredicate { _, _ in WidgetBridge.lastSnapshotDate() != before },
                                  evaluatedWith: nil)
        wait(for: [updated], timeout: 120)
    }
}
