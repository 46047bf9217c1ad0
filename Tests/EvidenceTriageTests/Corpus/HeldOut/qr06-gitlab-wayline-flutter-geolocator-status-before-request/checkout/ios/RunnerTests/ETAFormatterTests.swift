import XCTest
@testable import Runner

final class ETAFormatterTests: XCTestCase {
    func testUnderOneMinute() {
        XCTAssertEqual(ETAFormatter.text(seconds: 40), "<1 min")
    }

    func testWholeMinutes() {
        XCTAssertEqual(ETAFormatter.text(seconds: 600), "10 min")
    }
}
