import XCTest

final class ShiftUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-signedInAs", "crew-lead-04"]
        app.launch()
    }

    func testEndShiftAsksForSignature() throws {
        app.buttons["Start shift"].tap()
        app.buttons["End shift"].tap()
        XCTAssertTrue(app.otherElements["signature.pad"].waitForExistence(timeout: 5))
    }

    func testStartShiftShowsTimer() throws {
        app.buttons["Start shift"].tap()
        XCTAssertTrue(app.staticTexts["shift.timer"].waitForExistence(timeout: 10))
    }
}
