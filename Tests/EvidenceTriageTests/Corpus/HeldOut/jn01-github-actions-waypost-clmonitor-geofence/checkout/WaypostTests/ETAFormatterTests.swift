import XCTest
@testable import Waypost

final class ETAFormatterTests: XCTestCase {
    private let formatter = ETAFormatter()

    func testHoursAndMinutes() {
        XCTAssertEqual(formatter.string(forSeconds: 3_900), "1 h 5 min")
    }

    func testUnderOneMinuteShowsNow() {
        XCTAssertEqual(formatter.string(forSeconds: 42), "Now")
    }

    func testWholeMinutes() {
        XCTAssertEqual(formatter.string(forSeconds: 600), "10 min")
    }
}
