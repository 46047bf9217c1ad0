import XCTest

final class PhotoCountRefreshUITests: XCTestCase {
    func testRefreshUpdatesCountWithin20Minutes() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedRemotePhotos", "3"]
        app.launch()
        app.buttons["Schedule refresh"].tap()
        XCUIDevice.shared.press(.home)

        sleep(20 * 60)

        app.activate()
        XCTAssertEqual(app.staticTexts["remoteCount"].label, "3", "background refresh did not run")
    }

    func testBadgeUpdatedByNextRefresh() {
        let app = XCUIApplication()
        app.launchArguments += ["-refreshEarliestBegin", "60", "-seedRemotePhotos", "1"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let badge = springboard.icons["Driftwood"].otherElements["1"]
        XCTAssertTrue(badge.waitForExistence(timeout: 16 * 60), "badge not set by refresh within 15 min of earliestBeginDate")
    }
}
