import XCTest
@testable import Juniper

final class VisitDurationFormatterTests: XCTestCase {
    func testDurationAcrossClockChange() {
        // 26 Oct 2025, Europe: clocks go back at 03:00
        let start = ISO8601DateFormatter().date(from: "2025-10-26T00:30:00Z")!
        let visit = Visit(start: start, end: start.addingTimeInterval(90 * 60))
        XCTAssertEqual(VisitDurationFormatter().string(for: visit), "1 h 30 min")
    }
}
