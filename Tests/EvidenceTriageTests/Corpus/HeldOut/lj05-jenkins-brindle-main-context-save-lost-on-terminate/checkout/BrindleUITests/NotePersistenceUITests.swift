import XCTest

final class NotePersistenceUITests: XCTestCase {
    func testEditSurvivesTermination() {
        let app = XCUIApplication()
        app.launch()
        app.cells["Groceries"].tap()
        app.textViews["Body"].typeText(" oat milk")
        app.terminate()
        app.launch()
        app.cells["Groceries"].tap()
        XCTAssertTrue((app.textViews["Body"].value as? String ?? "").hasSuffix("oat milk"), "edit lost after terminate")
    }
}
