import XCTest
@testable import Quarry

final class GridReferenceFormatterTests: XCTestCase {
    func testPadsEastingToFiveDigits() {
        XCTAssertEqual(GridReferenceFormatter().format(square: "SK", easting: 6521, northing: 77389), "SK 06521 77389")
    }

    func testKeepsFullNorthing() {
        XCTAssertEqual(GridReferenceFormatter().format(square: "NY", easting: 32210, northing: 5012), "NY 32210 05012")
    }
}
