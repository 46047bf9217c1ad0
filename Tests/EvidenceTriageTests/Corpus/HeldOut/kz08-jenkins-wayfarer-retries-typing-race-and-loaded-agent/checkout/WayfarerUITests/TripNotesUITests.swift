import XCTest

final class TripNotesUITests: XCTestCase {
    func testTypingNoteSavesToTrip() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-seedTrips"]
        app.launch()
        app.cells["trip.card.0"].tap()
        let editor = app.textViews["trip.note.editor"]
        editor.tap()
        editor.typeText("Ferry at 07:40, platform 2")
        app.buttons["trip.note.save"].tap()
        XCTAssertTrue(app.staticTexts["Ferry at 07:40, platform 2"].waitForExistence(timeout: 5))
    }
}
