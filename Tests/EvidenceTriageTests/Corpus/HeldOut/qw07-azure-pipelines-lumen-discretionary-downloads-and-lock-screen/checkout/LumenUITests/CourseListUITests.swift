import XCTest

final class CourseListUITests: XCTestCase {
    func testSearchFiltersCourses() {
        let app = XCUIApplication()
        app.launch()
        let search = app.searchFields["Search courses"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap()
        search.typeText("swift")
        XCTAssertEqual(app.cells.matching(identifier: "course.row").count, 2)
    }
}
