import XCTest

final class ChapterListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UseBundledSampleBook", "YES"]
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func testChapterRowsShowDurations() {
        app.buttons["Chapters"].tap()
        XCTAssertEqual(app.cells["chapter-1"].staticTexts["duration"].label, "12:41")
    }
}
