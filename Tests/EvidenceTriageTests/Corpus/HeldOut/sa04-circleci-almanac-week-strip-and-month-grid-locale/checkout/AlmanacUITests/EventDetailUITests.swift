import XCTest

final class EventDetailUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        addUIInterruptionMonitor(withDescription: "Calendar access") { alert in
            alert.buttons["Allow Full Access"].tap()
            return true
        }
        app.launchArguments += ["-ui-testing"]
        app.launch()
    }

    func testAddToCalendarShowsConfirmation() throws {
        app.cells["event.row.0"].tap()
        app.buttons["event.addToCalendar"].tap()
        app.tap()
        XCTAssertTrue(app.staticTexts["Added to your calendar"].waitForExistence(timeout: 5))
    }
}
