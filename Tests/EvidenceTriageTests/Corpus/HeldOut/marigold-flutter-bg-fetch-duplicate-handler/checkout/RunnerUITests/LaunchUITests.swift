import XCTest

/// Cold-launch smoke tests for the Marigold Flutter shell. They run the real
/// Runner.app, so every plugin's native setup (GeneratedPluginRegistrant,
/// background_fetch, flutter_background_service) runs exactly as it does for users.
final class LaunchUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["MARIGOLD_UI_TEST"] = "1"
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    func testBackgroundRefreshToggleIsOnByDefault() throws {
        app.launch() // then open the Settings tab
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["Background refresh"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 15))
        XCTAssertEqual(toggle.value as? String, "1")
    }

    func testColdLaunchShowsLibrary() throws {
        app.launch() // cold launch with every plugin
        let library = app.staticTexts["Library"]
        XCTAssertTrue(library.waitForExistence(timeout: 15), "library tab never appeared after cold launch")
    }
}
