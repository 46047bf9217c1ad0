import XCTest
import WidgetKit
@testable import JuniperWidgetsCore

final class WeatherTimelineProviderTests: XCTestCase {
    func testTimelineHasHourlyEntries() async {
        let timeline = await WeatherTimelineBuilder(forecast: Fixtures.forecast24h, now: Fixtures.t0900).timeline()
        XCTAssertEqual(timeline.entries.count, 6)
    }

    /// The widget must ask WidgetKit for a new timeline once its last entry is in the past.
    func testTimelineRefreshesAfterLastEntry() async {
        let timeline = await WeatherTimelineBuilder(forecast: Fixtures.forecast24h, now: Fixtures.t0900).timeline()
        XCTAssertEqual(timeline.policy, .after(Fixtures.t1500), "reload policy")
    }
}
