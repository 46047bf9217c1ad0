import XCTest
@testable import HarborlightKit

final class RelayListFormatterTests: XCTestCase {
    func testCountryShowsCityCount() {
        XCTAssertEqual(RelayListFormatter.title(country: "Sweden", cityCount: 3), "Sweden (3 cities)")
    }

    func testSingleCityHasNoCount() {
        XCTAssertEqual(RelayListFormatter.title(country: "Iceland", cityCount: 1), "Iceland")
    }
}
