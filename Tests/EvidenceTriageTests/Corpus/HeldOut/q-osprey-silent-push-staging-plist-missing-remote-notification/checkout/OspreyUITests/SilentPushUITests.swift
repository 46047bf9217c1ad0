import XCTest

/// Staging nightly: the host-side helper (`ci/push-helper`, port 8765) runs
/// `xcrun simctl push` with Fixtures/breaking-silent.apns for the booted simulator.
final class SilentPushUITests: XCTestCase {
    let app = XCUIApplication()

    func testColdLaunchShowsFeed() {
        app.launch()
        XCTAssertTrue(app.collectionViews["feed"].waitForExistence(timeout: 10))
    }

    func testSilentPushRefreshesFeedInBackground() throws {
        app.launchArguments += ["-OspreyUITestMarkers", "YES"]
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushHelper.send(fixture: "breaking-silent.apns", bundleID: "news.osprey.app.staging")
        app.activate()
        let marker = app.staticTexts["last-background-refresh"]
        XCTAssertTrue(marker.waitForExistence(timeout: 20))
        XCTAssertEqual(marker.label, "push:breaking-0815")
    }
}
