import XCTest

final class GardenListUITests: XCTestCase {
    func testEmptyStateShowsAddPlantButton() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-emptyGarden"]
        app.launch()
        let button = app.buttons["garden.empty.add"]
        XCTAssertTrue(button.waitForExistence(timeout: 5))
        XCTAssertEqual(button.label, "Add your first plant")
    }
}
