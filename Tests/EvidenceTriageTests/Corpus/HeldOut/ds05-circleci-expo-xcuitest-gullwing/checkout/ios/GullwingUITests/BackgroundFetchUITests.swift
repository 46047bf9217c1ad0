import XCTest

final class BackgroundFetchUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-E2E", "1"]
        app.launch()
        app.buttons["open-background-screen"].tap()
    }

    func testFetchRunsWithinThreeMinutes() throws {
        app.buttons["register-fetch-task"].tap()
        XCTAssertEqual(app.staticTexts["fetch-status"].label, "available")

        XCUIDevice.shared.press(.home)
        sleep(180)
        app.activate()

        let count = Int(app.staticTexts["fetch-count"].label) ?? 0
        XCTAssertGreaterThan(count, 0, "no background fetch ran within 180 s")
    }
}
