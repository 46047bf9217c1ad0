import XCTest

final class MedicationListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-PillboxE2E", "YES", "-PillboxSeed", "three-meds"]
        app.launch()
    }

    func testSwipeToArchive() throws {
        let row = app.cells["med.row.Atorvastatin 20 mg"]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        row.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertFalse(row.waitForExistence(timeout: 2))
        XCTAssertTrue(app.staticTexts["Archived (1)"].exists)
    }
}
