import XCTest

final class ChecklistUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-seed", "checklist-basic"]
        app.launch()
    }

    func testCompletingChecklistUpdatesBadge() {
        app.cells["WO-3310"].tap()
        app.switches["Isolate supply"].tap()
        app.switches["Lock out / tag out"].tap()
        XCTAssertEqual(app.staticTexts["checklistBadge"].label, "2 of 5")
    }

    func testPhotoStepRequiresAttachment() {
        app.cells["WO-3310"].tap()
        app.buttons["Complete step: Photo of meter"].tap()
        XCTAssertTrue(app.alerts["Add a photo first"].waitForExistence(timeout: 3))
    }
}
