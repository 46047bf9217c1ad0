import XCTest

/// Drives the Flutter app through the native accessibility tree
/// (Semantics labels are exposed as accessibility identifiers).
final class LiveActivityUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--ui-testing", "--fixture=sailing-0915-ardmor"]
        app.launch()
    }

    func testTrackSailingStartsLiveActivity() throws {
        app.buttons["sailing-0915"].tap()
        app.buttons["track-on-lock-screen"].tap()
        let status = app.staticTexts["live-activity-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertFalse(status.label.hasPrefix("error"), status.label)
        XCTAssertEqual(status.label, "tracking: 09:15 Ardmor → Kessock")
    }

    func testPullToRefreshUpdatesSailings() throws {
        let list = app.collectionViews["sailing-list"]
        list.swipeDown()
        XCTAssertTrue(app.staticTexts["last-updated"].waitForExistence(timeout: 10))
    }
}
