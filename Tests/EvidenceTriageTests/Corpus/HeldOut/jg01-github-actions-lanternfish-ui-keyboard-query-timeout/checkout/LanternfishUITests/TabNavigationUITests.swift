import XCTest

final class TabNavigationUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-signed-in-fixture"]
        app.launch()
    }

    func testOpenChannelsTabFromLaunch() throws {
        let channels = app.buttons["tabbar.channels"]
        XCTAssertTrue(channels.waitForExistence(timeout: 10))
        channels.tap()
        XCTAssertTrue(app.navigationBars["Channels"].waitForExistence(timeout: 5))
    }

    func testOpenPassesTabFromLaunch() throws {
        // The launch screen (relay handshake splash) can still be on screen here.
        app.buttons["tabbar.passes"].tap()
        XCTAssertTrue(app.navigationBars["Passes"].waitForExistence(timeout: 5))
    }
}
