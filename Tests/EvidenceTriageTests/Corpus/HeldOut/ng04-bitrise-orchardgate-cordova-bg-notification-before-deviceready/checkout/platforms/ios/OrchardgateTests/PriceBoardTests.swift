import XCTest
@testable import Orchardgate

final class PriceBoardTests: XCTestCase {

    func testKilogramPriceRoundsHalfUp() {
        let row = PriceBoardRow(crop: "Bramley", pencePerTonne: 412_500)
        XCTAssertEqual(row.perKilogramLabel, "41p/kg")
    }
}
