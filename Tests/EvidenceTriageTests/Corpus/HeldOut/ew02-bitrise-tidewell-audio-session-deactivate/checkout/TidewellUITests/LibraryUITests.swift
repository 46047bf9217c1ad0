import XCTest

final class LibraryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting"]
        app.launch()
        app.tabBars.buttons["Library"].tap()
    }

    func testSearchFiltersByTitle() {
        app.searchFields["Search sounds"].tap()
        app.searchFields["Search sounds"].typeText("gull")
        XCTAssertEqual(app.cells.count, 1)
    }

    func testFavoritingMovesTrackToTop() {
        let cell = app.cells["Harbour gulls"]
        cell.swipeLeft()
        app.buttons["Favourite"].tap()
        XCTAssertEqual(app.cells.element(boundBy: 0).label, "Harbour gulls")
    }
}
