import XCTest

final class OutgoingCallUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-cbQAAccount", "ui-tests-ios-07"]
        app.launch()
    }

    func testDialingContactStartsCall() throws {
        app.tabBars.buttons["Contacts"].tap()
        app.cells["contact-echo-bot"].tap()
        app.buttons["Call"].tap()
        XCTAssertTrue(app.staticTexts["call-timer"].waitForExistence(timeout: 15),
                      "Call screen with timer did not appear after tapping Call")
    }
}
