import XCTest

/// Seeds step samples by driving Apple's Health app on the simulator,
/// then checks Pulse picks them up.
final class HealthAppSeedingUITests: XCTestCase {
    private let health = XCUIApplication(bundleIdentifier: "com.apple.Health")

    func testSeedStepsThroughHealthApp() {
        health.launch()
        if health.buttons["Continue"].waitForExistence(timeout: 3) { health.buttons["Continue"].tap() }
        health.tabBars.buttons["Browse"].tap()
        let activity = health.cells["Activity"]
        XCTAssertTrue(activity.waitForExistence(timeout: 15), "Health › Browse shows no categories")
        activity.tap()
        health.cells["Steps"].tap()
        health.navigationBars.buttons["Add Data"].tap()
        health.textFields["Steps"].typeText("4200")
        health.buttons["Add"].tap()

        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["4,200 steps"].waitForExistence(timeout: 10))
    }
}
