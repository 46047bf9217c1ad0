import XCTest
import IBANKit

final class IBANValidatorTests: XCTestCase {
    func testGermanIBANIsValid() {
        XCTAssertTrue(IBANValidator().isValid("DE89 3704 0044 0532 0130 00"))
    }

    func testUnknownCountryRejected() {
        XCTAssertFalse(IBANValidator().isValid("ZZ12 3456 7890"))
    }
}
