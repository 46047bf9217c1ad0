import XCTest

final class IncomingCallUITests: XCTestCase {

    func testAnswerButtonVisibleOnIncomingCall() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fake-incoming-call", "door-2"]
        app.launch()
        XCTAssertTrue(app.buttons["incomingCall.answer"].waitForExistence(timeout: 3), "Answer button did not appear")
    }
}
