import XCTest

final class CourseCardUITests: XCTestCase {
    func testCourseThumbnailIsHittable() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "two-courses"]
        app.launch()
        let thumbnail = app.images["course.thumbnail"].firstMatch
        XCTAssertTrue(thumbnail.waitForExistence(timeout: 5))
        XCTAssertTrue(thumbnail.isHittable, "thumbnail should be tappable")
    }
}
