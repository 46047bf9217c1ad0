import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testBadgeUpdatesAfterBackgroundRefresh() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-seedFeed", "three-new-sightings-on-server"]
        app.launch()

        XCUIDevice.shared.press(.home)
        // The feed refresh (com.sandpiper.feed.refresh) is submitted when the app backgrounds;
        // give the system two minutes to run it.
        sleep(120)
        app.activate()

        let feedTab = app.tabBars.buttons["Feed"]
        XCTAssertEqual(feedTab.value as? String, "3 new", "Badge shows 3 new sightings")
    }
}
