import XCTest

/// Expo app (expo-background-task, minimumInterval 15 min) on the lab iPhone.
/// The JS task writes `lastBackgroundSync` into the app's debug screen.
final class BackgroundTaskE2ETests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.pinecone.budget")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundTaskE2ETests/\(name.split(separator: " ")[1].dropLast())"
        app.launchArguments += ["-PineconeDebugScreen", "YES"]
        app.launch()
    }

    func testTaskRegisteredOnLaunch() {
        app.buttons["Enable background sync"].tap()
        XCTAssertTrue(app.staticTexts["Background sync: registered"].waitForExistence(timeout: 10))
    }

    func testSyncRunsAfterAppIsTerminated() {
        app.buttons["Enable background sync"].tap()
        XCTAssertTrue(app.staticTexts["Background sync: registered"].waitForExistence(timeout: 10))
        app.terminate()                              // same as the user swiping Pinecone away
        sleep(16 * 60)                               // minimumInterval is 15 minutes
        app.launch()
        let last = app.staticTexts["lastBackgroundSync"]
        XCTAssertTrue(last.waitForExistence(timeout: 10))
        XCTAssertNotEqual(last.label, "never", "background task did not run while the app was terminated")
    }

    func testSyncRunsWithinMinimumIntervalWhileBackgrounded() {
        app.buttons["Enable background sync"].tap()
        XCTAssertTrue(app.staticTexts["Background sync: registered"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        sleep(16 * 60)
        app.activate()
        let last = app.staticTexts["lastBackgroundSync"]
        XCTAssertTrue(last.waitForExistence(timeout: 10))
        XCTAssertNotEqual(last.label, "never", "background task did not run within 16 minutes")
    }
}
