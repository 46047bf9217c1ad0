import XCTest

final class LessonUITests: XCTestCase {
    func testSwipeAdvancesToNextPage() {
        let app = XCUIApplication()
        app.launchArguments += ["-openLesson", "kgp"]
        app.launch()
        app.swipeLeft()
        XCTAssertTrue(app.staticTexts["lesson.page.2"].waitForExistence(timeout: 5))
    }
}
