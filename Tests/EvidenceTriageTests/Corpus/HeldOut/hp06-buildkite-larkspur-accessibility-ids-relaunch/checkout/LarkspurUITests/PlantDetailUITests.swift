import XCTest

final class PlantDetailUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["--uitest-seed"]
        app.launch()
        app.cells["plantList.row.monstera"].tap()
    }

    func testHistoryListsPreviousWaterings() throws {
        XCTAssertEqual(app.cells.matching(identifier: "plantDetail.historyEntry").count, 3)
    }

    func testMarkWateredUpdatesLastWatered() throws {
        app.buttons["plantDetail.markWatered"].tap()
        XCTAssertEqual(app.staticTexts["plantDetail.lastWatered"].label, "Last watered today")
    }
}
