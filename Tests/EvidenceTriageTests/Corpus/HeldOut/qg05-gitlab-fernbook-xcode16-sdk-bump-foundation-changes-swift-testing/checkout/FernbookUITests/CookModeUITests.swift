import XCTest

final class CookModeUITests: XCTestCase {
    func testStepTimerStartsFromRecipe() {
        let app = XCUIApplication()
        app.launchArguments = ["--ui-testing", "--seed", "shakshuka"]
        app.launch()
        app.buttons["recipe.cook"].tap()
        app.buttons["step.2.timer"].tap()
        XCTAssertTrue(app.staticTexts["timer.running"].waitForExistence(timeout: 3))
    }
}
