import XCTest

final class ConnectionUITests: XCTestCase {
    func testConnectButtonShowsSpinner() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fake-head-unit"]
        app.launch()
        app.buttons["connection.connect"].tap()
        XCTAssertTrue(app.activityIndicators["connection.spinner"].waitForExistence(timeout: 3))
    }
}
