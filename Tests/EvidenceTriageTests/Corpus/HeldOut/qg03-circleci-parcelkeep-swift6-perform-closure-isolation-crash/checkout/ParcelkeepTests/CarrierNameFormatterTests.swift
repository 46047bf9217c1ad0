import XCTest
@testable import Parcelkeep

final class CarrierNameFormatterTests: XCTestCase {
    func testUSPSDisplayName() {
        XCTAssertEqual(CarrierNameFormatter.displayName(for: "USPS"), "USPS")
    }

    func testUnknownCarrierCapitalized() {
        XCTAssertEqual(CarrierNameFormatter.displayName(for: "posti"), "Posti")
    }
}
