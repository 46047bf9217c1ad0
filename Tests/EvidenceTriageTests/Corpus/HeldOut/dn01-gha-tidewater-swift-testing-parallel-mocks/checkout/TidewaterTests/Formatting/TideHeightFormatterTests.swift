import XCTest
@testable import Tidewater

final class TideHeightFormatterTests: XCTestCase {
    private let formatter = TideHeightFormatter(locale: Locale(identifier: "en_US"), unit: .meters)

    func testFormatsMetresWithOneDecimal() {
        XCTAssertEqual(formatter.string(fromMeters: 1.354), "1.4 m")
    }

    func testNegativeHeightsKeepSign() {
        XCTAssertEqual(formatter.string(fromMeters: -0.2), "-0.2 m")
    }
}
