import XCTest

/// Quillwort (React Native) refreshes the daily writing prompt from
/// react-native-background-fetch's fetch event (com.transistorsoft.fetch).
final class DailyPromptFetchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "DailyPromptFetchUITests/\(name.components(separatedBy: " ").last!.dropLast())"
        app.launchArguments += ["-detoxDisableSynchronization", "1"]
        app.launch()
    }

    func testFetchIsConfiguredOnLaunch() {
        app.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["backgroundFetchStatus: available"].waitForExistence(timeout: 10))
    }

    func testPromptRefreshesAfterFifteenMinutesInBackground() {
        let lastFetch = app.staticTexts["lastFetch"]
        XCTAssertTrue(lastFetch.waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        // minimumFetchInterval is 15 min; give iOS one extra minute.
        sleep(16 * 60)
        app.activate()
        XCTAssertEqual(lastFetch.label, "fetched", "daily prompt should have been refreshed by a background fetch")
    }
}
