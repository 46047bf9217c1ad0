import XCTest

/// Simulates the share-extension hand-off from the app process (the extension
/// itself cannot be driven from XCUITest on CI). -SimulateShareUpload starts a
/// 6 MB upload on the app's own background session (UploadProcess.app, no shared
/// container) and the test then leaves the app.
final class ShareHandoffUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-SimulateShareUpload", "YES", "-UploadHost", "127.0.0.1:9080"]
        app.launch()
    }

    func testHostAppHandlesBackgroundSessionEventsAfterUpload() {
        app.buttons["Start simulated share"].tap()
        XCTAssertTrue(app.staticTexts["Upload started"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        // Give nsurlsessiond time to finish the upload and relaunch us.
        sleep(45)
        app.activate()

        app.buttons["Uploads diagnostics"].tap()
        XCTAssertTrue(app.staticTexts["Relaunch events: 1"].waitForExistence(timeout: 5),
                      "handleEventsForBackgroundURLSession was not called within 45 s")
    }
}
