import XCTest

final class FaceIDUnlockUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-lock-on-launch"]
        app.launch()
    }

    func testFaceIDUnlockShowsAccounts() {
        app.buttons["lock.unlockWithFaceID"].tap()
        Simulator.biometricMatch()
        XCTAssertTrue(app.navigationBars["Accounts"].waitForExistence(timeout: 10))
    }

    func testFailedMatchOffersPasscode() {
        app.buttons["lock.unlockWithFaceID"].tap()
        Simulator.biometricNonMatch()
        XCTAssertTrue(app.buttons["lock.usePasscode"].waitForExistence(timeout: 10))
    }
}
