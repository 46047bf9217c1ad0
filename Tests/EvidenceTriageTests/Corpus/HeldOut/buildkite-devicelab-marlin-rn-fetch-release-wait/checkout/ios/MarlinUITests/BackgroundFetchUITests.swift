import XCTest

/// Marlin (React Native) configures react-native-background-fetch with minimumFetchInterval: 15.
/// The JS onEvent handler bumps a counter that the debug screen shows as "fetchEvents".
final class BackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testFetchEventWithinTwentyMinutesOnReleaseBuild() {
        XCTAssertTrue(app.staticTexts["BackgroundFetch: configured"].waitForExistence(timeout: 20))
        XCUIDevice.shared.press(.home)
        sleep(20 * 60)                                   // minimumFetchInterval is 15 min
        app.activate()
        app.buttons["Debug"].tap()
        XCTAssertNotEqual(app.staticTexts["fetchEvents"].label, "0", "no background-fetch event in 20 minutes")
    }

    func testHeadlessFetchAfterAppTerminated() {
        XCTAssertTrue(app.staticTexts["BackgroundFetch: configured"].waitForExistence(timeout: 20))
        app.terminate()                                  // stopOnTerminate: false, enableHeadless: true
        sleep(20 * 60)
        app.launch()
        app.buttons["Debug"].tap()
        XCTAssertNotEqual(app.staticTexts["headlessFetchEvents"].label, "0", "headless fetch did not run while terminated")
    }
}
