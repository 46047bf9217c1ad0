import XCTest
@testable import Gridfall

/// End-to-end check that the widget's "today" tile is kept fresh by the
/// background refresh task.
final class WidgetFreshnessTests: XCTestCase {
    func testTodayTileRefreshedAfterBackgrounding() throws {
        let store = SnapshotStore.appGroup
        try store.saveToday(.fixture(date: Date(timeIntervalSinceNow: -86_400)))

        // What the app does when the scene moves to the background.
        WidgetRefreshScheduler.shared.scheduleDaily()

        var refreshed = false
        for _ in 0..<24 {
            sleep(5)
            if let snapshot = store.today(), Calendar.current.isDateInToday(snapshot.date) {
                refreshed = true
                break
            }
        }
        XCTAssertTrue(refreshed, "today's tile was not refreshed within 120 s of backgrounding")
    }
}
