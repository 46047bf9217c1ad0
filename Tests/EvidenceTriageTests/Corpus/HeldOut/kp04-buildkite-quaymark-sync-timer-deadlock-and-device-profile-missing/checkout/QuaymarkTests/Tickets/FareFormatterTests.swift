import XCTest
@testable import Quaymark

final class FareFormatterTests: XCTestCase {
    func testFareRoundsHalfUpToCents() {
        XCTAssertEqual(FareFormatter.string(for: Decimal(string: "12.345")!), "€12.35")
    }

    func testWholeFare() {
        XCTAssertEqual(FareFormatter.string(for: 8), "€8.00")
    }
}
