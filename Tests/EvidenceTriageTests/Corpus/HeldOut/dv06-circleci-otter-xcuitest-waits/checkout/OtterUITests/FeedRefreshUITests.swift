import XCTest

final class FeedRefreshUITests: XCTestCase {
    let app = XCUIApplication()

    func testFeedUpdatesAfterBackgrounding() {
        app.launchArguments += ["-ui-testing", "-mock-server", "-seed-new-listings", "3"]
        app.launch()
        XCUIDevice.shared.press(.home)
        // Give iOS time to run the listings BGAppRefreshTask, then come back.
        sleep(120)
        app.activate()
        XCTAssertTrue(app.staticTexts["Feed.newBadge.3"].waitForExistence(timeout: 5),
                      "background refresh did not update the feed")
    }
}
