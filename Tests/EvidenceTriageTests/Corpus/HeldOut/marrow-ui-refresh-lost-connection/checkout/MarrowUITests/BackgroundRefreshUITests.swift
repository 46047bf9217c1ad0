import XCTest

/// Sends the app to the background so the refresh task (fm.marrow.app.refresh) can be
/// simulated through the debug menu, then checks the badge on return.
final class BackgroundRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    func testBadgeUpdatesAfterBackgroundRefresh() throws {
        app.launchArguments = ["--ui-testing", "--simulate-refresh-on-background"]
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()
        XCTAssertEqual(app.tabBars.buttons["Inbox"].value as? String, "3 new")
    }
}
