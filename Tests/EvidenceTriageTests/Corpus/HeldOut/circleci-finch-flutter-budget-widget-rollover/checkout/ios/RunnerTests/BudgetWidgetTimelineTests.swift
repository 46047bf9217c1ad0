import XCTest
import WidgetKit
@testable import Runner

/// BudgetTimelineProvider is compiled into both Runner (for tests) and FinchWidgetExtension.
final class BudgetWidgetTimelineTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!

    func testSnapshotShowsRemainingToday() {
        let provider = BudgetTimelineProvider(store: FakeBudgetStore(dailyLimit: 40, spentToday: 32.5),
                                              timeZone: berlin, now: { .fixture("2026-08-13 21:40") })
        XCTAssertEqual(provider.snapshotEntry().remaining, 7.5)
    }

    func testTimelineRollsOverAtMidnight() {
        let provider = BudgetTimelineProvider(store: FakeBudgetStore(dailyLimit: 40, spentToday: 32.5),
                                              timeZone: berlin, now: { .fixture("2026-08-13 21:40") })
        let timeline = provider.makeTimeline()
        // The widget must reset at local midnight on its own, without the app being opened.
        XCTAssertEqual(timeline.entries.count, 2, "expected a second entry at 2026-08-14 00:00 with the daily budget reset")
        XCTAssertEqual(timeline.entries.last?.remaining, 40)
    }
}
