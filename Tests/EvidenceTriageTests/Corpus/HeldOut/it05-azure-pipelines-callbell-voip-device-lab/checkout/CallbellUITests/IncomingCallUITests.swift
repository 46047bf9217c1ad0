import XCTest

final class IncomingCallUITests: XCTestCase {
    func testAnswerFromLockScreenConnectsAudio() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestFakeCall", "dana"]
        app.launch()
        app.buttons["call.answer"].tap()
        XCTAssertTrue(app.staticTexts["call.state.connected"].waitForExistence(timeout: 10))
    }
}
