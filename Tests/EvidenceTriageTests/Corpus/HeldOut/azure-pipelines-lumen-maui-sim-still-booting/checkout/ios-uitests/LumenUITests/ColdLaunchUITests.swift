import XCTest

final class ColdLaunchUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.lumenroutes.field")

    func testColdLaunchShowsTodaysRoute() {
        app.launchArguments = ["--ui-testing", "--seed=route-fixture-12"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Today · 12 stops"].waitForExistence(timeout: 20))
    }
}
