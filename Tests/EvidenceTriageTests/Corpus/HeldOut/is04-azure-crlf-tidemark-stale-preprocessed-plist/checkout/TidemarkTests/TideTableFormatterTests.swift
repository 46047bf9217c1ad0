import XCTest
@testable import Tidemark

final class TideTableFormatterTests: XCTestCase {
    private let formatter = TideHeightFormatter(locale: Locale(identifier: "en_GB"))

    func testHighTideHeight() {
        XCTAssertEqual(formatter.string(metres: 4.62), "4.6 m")
    }

    func testLowTideHeightRoundsToNearestTenth() {
        XCTAssertEqual(formatter.string(metres: 0.16), "0.2 m")
    }
}
