import XCTest

final class CheckInUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testBadgeScreenShowsAttendeeName() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestAttendee", "Ada Okafor"]
        app.launch()

        XCTAssertTrue(app.staticTexts["Ada Okafor"].waitForExistence(timeout: 5))
    }

    func testManualSyncUploadsQueuedScans() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestOfflineScans", "3"]
        app.launch()

        app.buttons["Sync now"].tap()

        let banner = app.staticTexts.matching(identifier: "syncBanner").firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
        XCTAssertEqual(banner.label, "Synced 3 scans", "Sync banner: \(banner.label)")
    }
}
