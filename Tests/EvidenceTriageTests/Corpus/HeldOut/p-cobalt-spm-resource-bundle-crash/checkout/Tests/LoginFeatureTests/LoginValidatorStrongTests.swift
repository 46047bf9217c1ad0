import XCTest
@testable import LoginFeature

final class LoginValidatorStrongTests: XCTestCase {
    func testAcceptsStrongPassword() {
        XCTAssertTrue(LoginValidator.isAcceptable(password: "c0rrect-horse"))
    }
}
