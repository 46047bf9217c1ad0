import XCTest
@testable import Fencepost

final class VisitLogFormatterTests: XCTestCase {
    func testDurationUsesHoursAndMinutes() {
        XCTAssertEqual(VisitLogFormatter.duration(5_400), "1 h 30 min")
    }

    func testShortVisitInMinutes() {
        XCTAssertEqual(VisitLogFormatter.duration(900), "15 min")
    }
}
