import XCTest
@testable import Tidewell

final class TideTableFormatterTests: XCTestCase {
    func testHeightInMetres() {
        XCTAssertEqual(TideTableFormatter.height(metres: 1.84, usesMetric: true), "1.8 m")
    }

    func testHeightInFeet() {
        XCTAssertEqual(TideTableFormatter.height(metres: 1.84, usesMetric: false), "6.0 ft")
    }
}
