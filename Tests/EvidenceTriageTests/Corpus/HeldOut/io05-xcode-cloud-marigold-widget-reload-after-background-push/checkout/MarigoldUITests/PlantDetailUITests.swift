import XCTest

final class PlantDetailUITests: XCTestCase {
    func testSwipeToMarkWatered() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-household", "ci-fixture"]
        app.launch()
        let fern = app.cells["plant.Fern"]
        fern.swipeLeft()
        app.buttons["Watered"].tap()
        XCTAssertTrue(app.staticTexts["Next watering in 4 days"].waitForExistence(timeout: 5))
    }
}
