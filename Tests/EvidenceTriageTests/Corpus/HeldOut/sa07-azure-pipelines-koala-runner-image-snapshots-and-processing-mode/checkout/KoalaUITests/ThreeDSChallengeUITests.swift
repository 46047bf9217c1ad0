import XCTest

final class ThreeDSChallengeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-mock-3ds"]
        app.launch()
    }

    func testChallengeCompletes() throws {
        app.buttons["pay.card"].tap()
        app.buttons["pay.submit"].tap()
        let otp = app.textFields["threeds.otp"]
        XCTAssertTrue(otp.waitForExistence(timeout: 10))
        otp.tap()
        otp.typeText("1234")
        app.buttons["threeds.submit"].tap()
        XCTAssertTrue(app.staticTexts["Payment authorised"].waitForExistence(timeout: 10))
    }
}
