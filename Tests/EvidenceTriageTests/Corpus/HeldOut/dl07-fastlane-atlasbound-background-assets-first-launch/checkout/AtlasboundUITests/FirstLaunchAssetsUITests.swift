import XCTest

/// Essential tile packs are downloaded by the Background Assets extension
/// "before the app launches". This test checks the first-launch experience.
final class FirstLaunchAssetsUITests: XCTestCase {
    func testEssentialTilePackReadyAtFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fresh-install"]
        app.launch()
        let ready = app.staticTexts["tiles.status.ready"]
        // Give the system time to finish the essential download after install.
        XCTAssertTrue(ready.waitForExistence(timeout: 120), "essential tile pack not ready: \(app.staticTexts["tiles.status"].label)")
    }
}
