import XCTest

final class SettingsUITests: HarborlightUITestCase {
    func testOpenPrivacyPolicyReturnsToApp() {
        app.tabBars.buttons["Settings"].tap()
        app.buttons["Privacy policy"].tap()                       // opens Safari
        let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
        XCTAssertTrue(safari.wait(for: .runningForeground, timeout: 10))
        app.activate()
        XCTAssertTrue(app.tabBars.buttons["Settings"].waitForExistence(timeout: 10))
    }
}
