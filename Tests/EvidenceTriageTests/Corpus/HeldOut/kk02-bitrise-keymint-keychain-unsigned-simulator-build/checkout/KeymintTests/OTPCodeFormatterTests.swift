import XCTest
@testable import Keymint

final class OTPCodeFormatterTests: XCTestCase {
    func testGroupsSixDigitsAsThreeAndThree() {
        XCTAssertEqual(OTPCodeFormatter().display("123456"), "123 456")
    }

    func testGroupsEightDigitsAsFourAndFour() {
        XCTAssertEqual(OTPCodeFormatter().display("12345678"), "1234 5678")
    }
}
