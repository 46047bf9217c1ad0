import XCTest

final class MenuUITests: XCTestCase {
    func testSearchFiltersDishes() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--dart-define=QUOKKA_FAKE_BACKEND=true"]
        app.launch()
        app.searchFields["Search dishes"].tap()
        app.typeText("laksa")
        XCTAssertEqual(app.cells.matching(identifier: "dish").count, 2)
    }
}
