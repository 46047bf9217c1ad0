import XCTest
@testable import ParleyCalling

final class ContactMatcherTests: XCTestCase {
    func testE164KeepsItalianLeadingZero() {
        XCTAssertEqual(PhoneNumberNormalizer(region: "IT").e164("06 1234 5678"), "+390612345678")
    }
}
