import XCTest

final class PlantListUITests: SpriglyUITestCase {
    func testAddPlantAppearsInList() {
        app.buttons["add-plant"].tap()
        app.textFields["plant-name"].typeText("Calathea")
        app.buttons["save"].tap()
        XCTAssertTrue(app.cells["plant.calathea"].waitForExistence(timeout: 5))
    }
}
