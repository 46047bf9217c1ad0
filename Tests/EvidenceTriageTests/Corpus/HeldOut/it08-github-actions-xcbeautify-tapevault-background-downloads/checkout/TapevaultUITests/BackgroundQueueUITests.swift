import XCTest

final class BackgroundQueueUITests: XCTestCase {
    func testDownloadAllShowsQueue() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestLibrary", "three-chapter-book", "-UITestLocalCDN", "YES"]
        app.launch()
        app.buttons["Download all"].tap()
        XCTAssertTrue(app.staticTexts["chapter.3.state"].waitForExistence(timeout: 5))
    }

    func testNextChapterStartsWhileSuspended() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestLibrary", "three-chapter-book", "-UITestLocalCDN", "YES"]
        app.launch()
        app.buttons["Download all"].tap()

        // Leave the app: chapter 1 finishes in nsurlsessiond, the system wakes us via
        // handleEventsForBackgroundURLSession and the queue starts chapter 2.
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()

        let chapter2 = app.staticTexts["chapter.2.state"]
        XCTAssertTrue(chapter2.waitForExistence(timeout: 5))
        XCTAssertEqual(chapter2.label, "downloaded", "chapter 2 should download while the app is suspended")
    }
}
