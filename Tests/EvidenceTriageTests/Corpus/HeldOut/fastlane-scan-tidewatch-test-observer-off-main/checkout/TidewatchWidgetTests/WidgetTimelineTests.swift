import WidgetKit
import XCTest
@testable import TidewatchWidget

final class WidgetTimelineTests: XCTestCase {
    func testTimelineHasHourlyEntries() async {
        let provider = TideTimelineProvider(store: .fixture)
        let timeline = await provider.timeline(for: .fixture, in: .preview)
        XCTAssertEqual(timeline.entries.count, 12)
    }
}
