import XCTest

final class GardenListUITests: XCTestCase {
    func testAddPlantShowsInList() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestEmptyGarden"]
        app.launch()
        app.buttons["Add Plant"].tap()
        app.textFields["plant.name"].typeText("Fern")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Fern"].waitForExistence(timeout: 5))
    }
}
