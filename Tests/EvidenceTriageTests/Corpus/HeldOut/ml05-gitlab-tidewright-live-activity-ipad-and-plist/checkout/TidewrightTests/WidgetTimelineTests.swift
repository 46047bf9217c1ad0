import XCTest
import WidgetKit
@testable import Tidewright

final class WidgetTimelineTests: XCTestCase {
    func testPlaceholderUsesSampleData() {
        XCTAssertEqual(TideEntry.sample.tide.harbour, "Cuxhaven")
    }

    func testTimelineReloadsAfterNextTide() {
        let source = FixedTideSource.cuxhavenAugust13
        let timeline = TideTimelineProvider(tides: source).timeline(for: .previewContext)
        XCTAssertEqual(timeline.policy, .after(source.upcoming(limit: 1)[0].time))
    }
}
