import XCTest

final class OnboardingUITests: XCTestCase {
    func testLocationPrimerShownOnFirstLaunch() throws {
        let app = XCUIApplication(bundleIdentifier: "com.fernway.trips")
        app.launchArguments = ["-FernwayE2E", "YES", "-resetOnboarding", "YES"]
        app.launch()

        XCTAssertTrue(app.staticTexts["Fernway remembers where you've been"].waitForExistence(timeout: 10))
        app.buttons["Continue"].tap()
        XCTAssertTrue(app.buttons["Allow location"].exists)
    }
}
