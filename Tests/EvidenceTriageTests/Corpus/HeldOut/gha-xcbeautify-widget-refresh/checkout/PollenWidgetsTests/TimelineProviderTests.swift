import XCTest
import WidgetKit
@testable import PollenWidgets

final class TimelineProviderTests: XCTestCase {
    func testEntriesInChronologicalOrder() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let timeline = PollenTimelineBuilder(forecast: .fixture(hours: 6)).timeline(startingAt: now)
        let dates = timeline.entries.map(\.date)
        XCTAssertEqual(dates, dates.sorted(), "timeline entries must be in ascending date order")
    }

    func testPolicyReloadsAfterLastEntry() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let timeline = PollenTimelineBuilder(forecast: .fixture(hours: 6)).timeline(startingAt: now)
        XCTAssertEqual(timeline.policy, .atEnd)
    }
}
