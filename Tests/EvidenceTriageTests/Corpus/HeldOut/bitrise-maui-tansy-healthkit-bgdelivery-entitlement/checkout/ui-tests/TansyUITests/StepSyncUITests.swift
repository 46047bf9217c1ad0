import XCTest

/// Drives the .NET MAUI app (com.tansy.health) on the CI Simulator. The app's Diagnostics page
/// shows what HKHealthStore.EnableBackgroundDelivery returned at launch.
final class StepSyncUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.tansy.health")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["--ui-test", "--healthkit-preauthorized"]
        app.launch()
    }

    func testBackgroundDeliveryEnabledAtLaunch() {
        app.buttons["Diagnostics"].tap()
        let status = app.staticTexts["hk.backgroundDelivery.stepCount"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "enabled (hourly)")
    }

    func testTodayTotalsShowAfterLaunch() {
        XCTAssertTrue(app.staticTexts["today.steps"].waitForExistence(timeout: 10))
    }
}
