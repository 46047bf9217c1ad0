import XCTest
@testable import Layerline

final class PrintTimeFormatterTests: XCTestCase {
    func testRemainingTimeUnderOneHour() {
        XCTAssertEqual(PrintTimeFormatter.remaining(seconds: 42 * 60), "42 min")
    }

    func testRemainingTimeOverOneHour() {
        XCTAssertEqual(PrintTimeFormatter.remaining(seconds: 65 * 60), "1 h 5 min")
    }
}
