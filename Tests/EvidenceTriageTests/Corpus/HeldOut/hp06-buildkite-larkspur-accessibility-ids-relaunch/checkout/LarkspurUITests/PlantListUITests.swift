import XCTest

final class PlantListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["--uitest-seed"]
        app.launch()
    }

    func testDuePlantsShowBadge() throws {
        XCTAssertTrue(app.cells["plantList.row.fern"].images["badge.due"].exists)
    }

    func testWaterAllConfirmsCount() throws {
        app.buttons["plantList.waterAll"].tap()
        XCTAssertTrue(app.buttons["Water 2 plants"].waitForExistence(timeout: 2))
    }
}
