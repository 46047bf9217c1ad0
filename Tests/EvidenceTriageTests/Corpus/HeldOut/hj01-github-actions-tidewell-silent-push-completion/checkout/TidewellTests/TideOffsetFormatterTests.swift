import XCTest
@testable import Tidewell

final class TideOffsetFormatterTests: XCTestCase {
    private let formatter = TideOffsetFormatter()

    func testPositiveOffset() {
        XCTAssertEqual(formatter.string(fromOffset: 100 * 60), "1h 40m")
    }

    func testNegativeOffsetOverAnHour() {
        XCTAssertEqual(formatter.string(fromOffset: -100 * 60), "-1h 40m")
    }

    func testNegativeOffsetKeepsMinusSign() {
        // Subordinate stations that turn before their reference station.
        XCTAssertEqual(formatter.string(fromOffset: -25 * 60), "-0h 25m")
    }

    func testZeroOffset() {
        XCTAssertEqual(formatter.string(fromOffset: 0), "0h 00m")
    }
}
