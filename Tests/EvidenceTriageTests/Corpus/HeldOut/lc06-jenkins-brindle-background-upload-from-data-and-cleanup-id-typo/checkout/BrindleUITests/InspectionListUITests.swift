import XCTest

final class InspectionListUITests: XCTestCase {
    func testScrollToLatestInspection() {
        let app = XCUIApplication()
        app.launchArguments = ["-seed-inspections", "40"]
        app.launch()
        app.tables["inspections"].swipeUp()
        XCTAssertTrue(app.cells["inspection-40"].waitForExistence(timeout: 5))
    }
}
