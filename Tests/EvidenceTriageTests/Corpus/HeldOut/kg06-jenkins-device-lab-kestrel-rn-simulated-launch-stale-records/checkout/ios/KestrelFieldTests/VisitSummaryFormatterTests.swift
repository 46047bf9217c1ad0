import XCTest
@testable import KestrelField

final class VisitSummaryFormatterTests: XCTestCase {
    func testDurationRoundsToQuarterHour() {
        XCTAssertEqual(VisitSummaryFormatter.billableDuration(minutes: 53), "1 h")
    }
}
