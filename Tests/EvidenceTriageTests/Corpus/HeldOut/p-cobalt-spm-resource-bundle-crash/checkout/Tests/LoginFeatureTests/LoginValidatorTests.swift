import XCTest
@testable import LoginFeature

final class LoginValidatorTests: XCTestCase {
    func testRejectsPasswordWithoutDigit() {
        XCTAssertFalse(LoginValidator.isAcceptable(password: "correcthorsebattery"))
    }
}
