import XCTest

/// Drives the .NET MAUI app (com.saltmarsh.care) on the lab iPhone. HealthKit
/// authorization is pre-granted on the lab device by the provisioning script.
final class HealthSyncUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.saltmarsh.care")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["--uitest", "--seed-steps=4200"]
        app.launch()
    }

    func testStepsImportAfterAuthorization() {
        app.buttons["Activity"].tap()
        app.buttons["Import from Health"].tap()
        let status = app.staticTexts["healthImportStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 20))
        XCTAssertEqual(status.label, "Imported 4200 steps", "Health import should read the seeded samples")
    }
}
