import XCTest

final class TrailConditionsUITests: XCTestCase {
    let app = XCUIApplication()

    func testConditionsPushRefreshesTrailCard() throws {
        app.launchArguments += ["-fixture-trail", "pico-do-arieiro"]
        app.launch()
        XCUIDevice.shared.press(.home)
        try PushRelay.send(bundleID: "pt.trailhead.app", payload: "conditions-pico.apns")

        app.activate()
        let updated = app.staticTexts["conditions.updated.justNow"]
        XCTAssertTrue(updated.waitForExistence(timeout: 30), "trail card was not refreshed by the conditions push")
    }
}
