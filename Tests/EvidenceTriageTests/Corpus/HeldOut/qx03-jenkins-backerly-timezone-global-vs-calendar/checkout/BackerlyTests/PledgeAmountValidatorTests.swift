import XCTest
@testable import Backerly

final class PledgeAmountValidatorTests: XCTestCase {
    func testRejectsAmountAboveMaximum() {
        XCTAssertFalse(PledgeAmountValidator.isValid(amount: 10_001, minimum: 1, maximum: 10_000))
    }

    func testAcceptsMinimum() {
        XCTAssertTrue(PledgeAmountValidator.isValid(amount: 1, minimum: 1, maximum: 10_000))
    }
}
