import XCTest

final class TunnelStatusUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-mock-tunnel"]
        app.launch()
    }

    func testConnectButtonShowsConnecting() {
        app.buttons["Connect"].tap()
        XCTAssertTrue(app.staticTexts["Connecting…"].waitForExistence(timeout: 2))
    }
}
