import XCTest
@testable import Gullhaven

final class FareRoundingTests: XCTestCase {
    func testWholeKilometres() {
        XCTAssertEqual(FareCalculator.fare(metres: 4000, perKm: 1.85), Decimal(string: "7.40"))
    }

    func testRoundsHalfUpToCents() {
        // 2.345 km * 1.85 = 4.33825 -> 4.34
        XCTAssertEqual(FareCalculator.fare(metres: 2345, perKm: 1.85), Decimal(string: "4.34"))
    }
}
