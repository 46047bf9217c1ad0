import XCTest
@testable import TidewatchWatch

final class WindFormatterTests: XCTestCase {
    private let formatter = WindFormatter(unit: .knots)

    func testCalmIsShownAsZero() {
        XCTAssertEqual(formatter.string(metresPerSecond: 0.1), "0 kn")
    }

    func testGustRoundsToWholeKnots() {
        // 9.05 m/s = 17.59 kn → the complication must show 18 kn
        XCTAssertEqual(formatter.string(metresPerSecond: 9.05), "18 kn")
    }

    func testDirectionUsesSixteenPointCompass() {
        XCTAssertEqual(formatter.compass(degrees: 202), "SSW")
    }
}
