import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-reset"]
        app.launch()
    }

    func testToggleBiometricUnlock() throws {
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings.biometric-unlock"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
