import XCTest

final class DeliveryLiveActivityUITests: XCTestCase {
    func testActivityStaysActiveAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments += ["--fixture-route", "r_5521"]
        app.launch()
        app.buttons["Start delivery"].tap()
        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()
        let state = app.staticTexts["liveActivityState"]
        XCTAssertTrue(state.waitForExistence(timeout: 5))
        XCTAssertEqual(state.label, "active", "the delivery Live Activity ended as soon as the app went to the background")
    }
}
