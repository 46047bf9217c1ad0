import XCTest

final class ConnectionRecoveryUITests: XCTestCase {
    func testReconnectsAfterReturningFromBackground() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fake-server"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Connected"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.state == .runningBackground, "app did not reach .runningBackground before reactivation")

        app.activate()
        XCTAssertTrue(app.staticTexts["Connected"].waitForExistence(timeout: 10))
    }
}
