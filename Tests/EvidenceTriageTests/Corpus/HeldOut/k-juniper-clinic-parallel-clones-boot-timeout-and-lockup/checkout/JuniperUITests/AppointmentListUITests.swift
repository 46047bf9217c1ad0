import XCTest

final class AppointmentListUITests: XCTestCase {
    func testCancelAppointmentShowsUndo() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixture", "three-appointments"]
        app.launch()
        app.cells["appointment-0"].swipeLeft()
        app.buttons["Cancel visit"].tap()
        XCTAssertTrue(app.buttons["Undo"].waitForExistence(timeout: 5))
    }
}
