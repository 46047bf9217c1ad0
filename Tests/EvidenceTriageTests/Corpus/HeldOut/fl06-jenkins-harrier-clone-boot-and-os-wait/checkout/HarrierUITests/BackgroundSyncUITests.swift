import XCTest

/// End-to-end: a work order created offline should be uploaded by the
/// background refresh task once the app is in the background.
final class BackgroundSyncUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-stubServer", "http://127.0.0.1:8931"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncUITests/testWorkOrdersSyncWhileAppInBackground"
        app.launch()
    }

    func testWorkOrdersSyncWhileAppInBackground() {
        app.buttons["New work order"].tap()
        app.textFields["Site"].tap()
        app.textFields["Site"].typeText("Pump station 7")
        app.buttons["Save offline"].tap()
        XCTAssertTrue(app.staticTexts["WO-4471 · Pending upload"].waitForExistence(timeout: 5))

        // Background the app and give the refresh task time to upload it.
        XCUIDevice.shared.press(.home)
        let backgrounded = Date()
        while Date().timeIntervalSince(backgrounded) < 180 {
            RunLoop.current.run(until: Date().addingTimeInterval(5))
        }

        app.activate()
        XCTAssertTrue(app.staticTexts["WO-4471 · Synced"].waitForExistence(timeout: 5),
                      "work order still pending after 180 s in the background")
    }
}
