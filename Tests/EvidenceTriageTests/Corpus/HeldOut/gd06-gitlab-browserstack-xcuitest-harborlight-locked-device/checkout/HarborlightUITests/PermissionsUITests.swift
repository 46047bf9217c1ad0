import XCTest

final class PermissionsUITests: XCTestCase {

    func testLocationPromptShownOnFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["-HLResetPermissions", "YES"]
        app.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.alerts.firstMatch.waitForExistence(timeout: 15))
    }
}
