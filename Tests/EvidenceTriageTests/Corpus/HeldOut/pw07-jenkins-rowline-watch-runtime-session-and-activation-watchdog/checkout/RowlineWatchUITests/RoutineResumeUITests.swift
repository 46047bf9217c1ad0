import XCTest

final class RoutineResumeUITests: XCTestCase {
    func testActiveRoutineRestoredAfterWristDown() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed-routines", "long-history"]
        app.launch()
        app.buttons["routine.start.Intervals 8x500"].tap()
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.staticTexts["routine.active.title"].waitForExistence(timeout: 10))
    }
}

final class RoutineListUITests: XCTestCase {
    func testFavoritesSectionListed() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Favorites"].waitForExistence(timeout: 5))
    }
}
