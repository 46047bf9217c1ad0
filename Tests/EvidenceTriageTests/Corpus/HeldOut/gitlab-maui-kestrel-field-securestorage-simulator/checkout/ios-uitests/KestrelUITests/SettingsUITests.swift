import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kestrelfield.inspect")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--uitest-signed-in"]
        app.launch()
    }

    func testWifiOnlyUploadToggle() throws {
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["wifiOnlyUploads"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
