import XCTest
@testable import Lumen

final class DialPadTests: XCTestCase {
    func testFormatsE164() {
        XCTAssertEqual(PhoneFormatter(region: "NZ").e164("021 555 0199"), "+64215550199")
    }
}
