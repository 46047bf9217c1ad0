import XCTest

final class PairingUITests: XCTestCase {
    func testPairNewHubShowsConfirmation() {
        let app = XCUIApplication()
        app.launchArguments += ["-FCUseStubHub", "YES"]
        app.launch()
        app.buttons["Add Hub"].tap()
        app.textFields["Pairing code"].typeText("481 220")
        app.buttons["Pair"].tap()
        XCTAssertTrue(app.staticTexts["Hub paired"].waitForExistence(timeout: 5), "confirmation did not appear")
    }
}
