import XCTest
import WidgetKit
@testable import Lumen

final class WidgetTimelineTests: XCTestCase {
    func testTimelineReloadsAfterTwoHours() {
        let entry = StatusEntry.placeholder
        let timeline = StatusTimelineProvider.timeline(for: entry, now: .fixture)
        XCTAssertEqual(timeline.policy, .after(Date.fixture.addingTimeInterval(2 * 3600)))
    }
}
