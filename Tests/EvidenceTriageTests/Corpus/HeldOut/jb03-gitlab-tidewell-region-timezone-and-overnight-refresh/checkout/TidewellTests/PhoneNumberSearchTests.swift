import XCTest
@testable import Tidewell

/// Harbour-master contacts search: a typed number should find the contact however it was stored.
final class PhoneNumberSearchTests: XCTestCase {
    func testSearchMatchesInternationalNumber() {
        let search = PhoneNumberSearch()
        XCTAssertEqual(search.candidates(for: "+15215550100"), ["+15215550100"])
    }

    func testSearchMatchesNationalNumber() {
        let search = PhoneNumberSearch()
        let searchText = "5215550100"
        XCTAssertEqual(search.candidates(for: searchText), ["+15215550100", "+5215550100"], "searchText: \(searchText)")
    }
}
