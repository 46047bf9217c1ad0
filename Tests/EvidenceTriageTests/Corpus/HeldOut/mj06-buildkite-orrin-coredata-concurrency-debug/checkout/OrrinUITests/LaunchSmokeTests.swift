import XCTest

final class LaunchSmokeTests: XCTestCase {
    func testColdLaunchReachesLibrary() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetLibrary"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Library"].waitForExistence(timeout: 15))
    }
}
