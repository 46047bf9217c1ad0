import XCTest
@testable import Harbormint

final class IBANValidatorTests: XCTestCase {
    func testRejectsShortInput() {
        XCTAssertFalse(IBANValidator.isValid("DE12"))
    }

    func testGermanIBANChecksum() {
        XCTAssertTrue(IBANValidator.isValid("DE89 3704 0044 0532 0130 00"))
    }
}
