import XCTest

final class SettingsUITests: XCTestCase {
    func testBiometricUnlockToggleSaved() {
        let app = XCUIApplication(bundleIdentifier: "com.pennant.expenses")
        app.launchArguments = ["--uitest", "--signed-in"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings.biometric"]
        toggle.tap()
        app.terminate()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["settings.biometric"].value as? String, "1")
    }
}
