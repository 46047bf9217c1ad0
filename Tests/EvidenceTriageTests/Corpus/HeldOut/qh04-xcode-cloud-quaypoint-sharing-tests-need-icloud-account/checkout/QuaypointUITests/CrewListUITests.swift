import XCTest

final class CrewListUITests: XCTestCase {
    func testAddCrewMemberRow() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-useLocalStoreOnly"]
        app.launch()
        app.buttons["crew.add"].tap()
        app.textFields["crew.name"].typeText("Jonas")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Jonas"].waitForExistence(timeout: 5))
    }
}
