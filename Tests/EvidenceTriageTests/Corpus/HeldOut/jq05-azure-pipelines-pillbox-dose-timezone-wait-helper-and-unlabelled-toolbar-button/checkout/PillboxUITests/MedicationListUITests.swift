import XCTest

final class MedicationListUITests: XCTestCase {
    func testAddMedicationFlow() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed", "empty"]
        app.launch()
        app.tabBars.buttons["Medications"].tap()
        app.buttons["addMedication"].tap()
        app.textFields["medication.name"].typeText("Levothyroxine")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.cells["medication.Levothyroxine"].waitForExistence(timeout: 3), "new medication row did not appear")
    }
}
