import XCTest
@testable import Brightpath

final class FareZoneTests: XCTestCase {

    func testStopInsideZoneA() {
        XCTAssertEqual(FareZone.zone(forMilesFromDepot: 2.4), .a)
    }

    func testZoneBoundaryBelongsToOuterZone() {
        XCTAssertEqual(FareZone.zone(forMilesFromDepot: 5.0), .b)
    }

    func testMonthlyPassPriceLabel() {
        let formatter = PassPriceFormatter()
        XCTAssertEqual(formatter.label(for: 4_500), "$45.00")
    }

    func testSiblingDiscountAppliesToSecondChild() {
        XCTAssertEqual(FareZone.a.monthlyPassCents(childIndex: 1), 3_600)
    }
}
