import XCTest

final class FeedProcessingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-seedFeeds", "three-stale-feeds"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "FeedProcessingUITests/testSimulatedProcessingLaunchImportsEpisodes"
        app.launch()
    }

    func testSimulatedProcessingLaunchImportsEpisodes() {
        app.tabBars.buttons["Settings"].tap()
        app.cells["Developer"].tap()
        // Same as the lldb `_simulateLaunchForTaskWithIdentifier:` command.
        app.buttons["Simulate feed processing launch"].tap()
        app.tabBars.buttons["Inbox"].tap()

        XCTAssertTrue(app.staticTexts["Imported 3 new episodes"].waitForExistence(timeout: 20))
    }
}
