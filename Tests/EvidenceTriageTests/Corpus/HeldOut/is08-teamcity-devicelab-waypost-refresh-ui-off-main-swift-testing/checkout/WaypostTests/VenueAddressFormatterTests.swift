import Contacts
import XCTest
@testable import Waypost

final class VenueAddressFormatterTests: XCTestCase {
    func testOmitsCountryForDomesticVenue() {
        let address = CNMutablePostalAddress()
        address.street = "Rua do Alecrim 12"
        address.city = "Lisboa"
        address.postalCode = "1200-017"
        address.country = "Portugal"
        address.isoCountryCode = "PT"
        XCTAssertEqual(VenueAddressFormatter(homeCountryCode: "PT").singleLine(address), "Rua do Alecrim 12, Lisboa, 1200-017")
    }
}
