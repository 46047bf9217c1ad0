import XCTest

final class EventDetailUITests: XCTestCase {
    func testRSVPButtonShowsConfirmation() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-seed-event", "fall-concert"]
        app.launch()
        app.cells["event-fall-concert"].tap()
        app.buttons["rsvp-button"].tap()
        XCTAssertTrue(app.staticTexts["event.rsvp.confirmation"].waitForExistence(timeout: 5))
    }
}
