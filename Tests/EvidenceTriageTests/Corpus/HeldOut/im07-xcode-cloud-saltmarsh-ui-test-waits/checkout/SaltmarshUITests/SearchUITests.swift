import XCTest

final class SearchUITests: XCTestCase {
    func testTypingShowsSuggestions() {
        let app = XCUIApplication()
        app.launchArguments += ["-skipOnboarding", "-stubAPI"]
        app.launch()
        app.searchFields["Search the catch"].tap()
        app.searchFields["Search the catch"].typeText("oys")
        XCTAssertTrue(app.tables["search.suggestions"].waitForExistence(timeout: 3), "suggestions list did not appear")
    }
}
