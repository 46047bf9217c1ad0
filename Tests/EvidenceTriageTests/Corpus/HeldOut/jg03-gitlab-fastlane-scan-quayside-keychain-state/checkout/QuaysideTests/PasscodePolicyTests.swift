import XCTest
@testable import Quayside

final class PasscodePolicyTests: XCTestCase {
    func testAcceptsSixMixedDigits() {
        XCTAssertTrue(PasscodePolicy.isAcceptable("392817"))
    }

    func testRejectsRepeatedDigits() {
        XCTAssertFalse(PasscodePolicy.isAcceptable("111111"))
    }

    func testRejectsSequentialDigits() {
        XCTAssertFalse(PasscodePolicy.isAcceptable("654321"), "descending runs must be rejected too")
    }
}
