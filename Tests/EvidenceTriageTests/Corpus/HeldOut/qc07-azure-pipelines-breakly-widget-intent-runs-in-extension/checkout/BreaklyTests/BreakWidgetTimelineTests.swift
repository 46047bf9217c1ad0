import WidgetKit
import XCTest
@testable import Breakly

final class BreakWidgetTimelineTests: XCTestCase {
    func testTimelineEndsAtBreakEnd() {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let entries = BreakTimelineBuilder.entries(breakStart: start, minutes: 5)
        XCTAssertEqual(entries.last?.date, start.addingTimeInterval(300))
        XCTAssertEqual(entries.last?.state, .idle)
    }
}
