import XCTest

/// Ionic/Cordova app com.juniper.walks, installed by the previous Bitrise step.
/// Health access is pre-approved in the simulator by `applesimutils`.
final class StepsCardUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.juniper.walks")

    func testTodayStepsShowAfterAuthorization() {
        app.launchArguments = ["-e2e", "-seedSteps", "6512"]
        app.launch()
        let card = app.staticTexts["todaySteps"]
        XCTAssertTrue(card.waitForExistence(timeout: 15))
        XCTAssertEqual(card.label, "6,512 steps")
    }
}
