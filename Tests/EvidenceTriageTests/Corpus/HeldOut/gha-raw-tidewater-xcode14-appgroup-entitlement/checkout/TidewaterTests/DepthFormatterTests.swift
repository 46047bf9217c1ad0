import XCTest
@testable import Tidewater

final class DepthFormatterTests: XCTestCase {
    private let formatter = DepthFormatter(locale: Locale(identifier: "en_GB"))

    func testFormatsMetres() {
        XCTAssertEqual(formatter.string(metres: 3.9), "3.9 m")
    }

    func testFormatsNegativeChartDatum() {
        // Drying heights are shown underlined in charts; in text we prefix them with a minus.
        XCTAssertEqual(formatter.string(metres: -0.4), "-0.4 m")
    }

    func testRoundsToOneDecimal() {
        XCTAssertEqual(formatter.string(metres: 2.26), "2.3 m")
    }
}
