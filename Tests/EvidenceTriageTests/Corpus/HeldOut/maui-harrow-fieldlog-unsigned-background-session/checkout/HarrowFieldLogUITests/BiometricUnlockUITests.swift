import XCTest
@testable import HarrowFieldLog

final class BiometricUnlockUITests: XCTestCase {
    func testUnlockWithFaceID() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestBiometricEnrolled"]
        app.launch()
        app.buttons["Unlock with Face ID"].tap()
        XCTAssertTrue(app.otherElements["home"].waitForExistence(timeout: 10))
    }
}
