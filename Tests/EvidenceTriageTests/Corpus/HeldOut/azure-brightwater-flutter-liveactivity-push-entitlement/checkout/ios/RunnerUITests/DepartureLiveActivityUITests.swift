import XCTest

/// Runs on the lab iPhone (Live Activities need a real Lock Screen for the push path).
final class DepartureLiveActivityUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-BWFixtureRoute", "harbour-express-0815"]
        app.launch()
    }

    func testDepartureActivityStarts() {
        app.buttons["Track this departure"].tap()
        XCTAssertTrue(app.staticTexts["liveActivityState: active"].waitForExistence(timeout: 10), "Live Activity was not started")
    }

    func testDepartureActivityPushTokenRegistered() {
        app.buttons["Track this departure"].tap()
        let token = app.staticTexts["liveActivityPushToken"]
        XCTAssertTrue(token.waitForExistence(timeout: 15), "no ActivityKit push token was delivered")
    }

    func testTimetableRendersOffline() {
        XCTAssertTrue(app.staticTexts["08:15 Harbour Express"].waitForExistence(timeout: 5))
    }
}
