import XCTest

final class LibraryRefreshUITests: XCTestCase {
    func testLibraryRefreshesWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStaleLibrary", "YES", "-ShowSchedulerFooter", "YES"]
        app.launch()
        XCTAssertEqual(app.staticTexts["library-updated"].label, "Updated 3 days ago")

        XCUIDevice.shared.press(.home)
        sleep(120)                     // the BGAppRefreshTask should have run by now
        app.activate()

        let status = app.staticTexts["scheduler-status"].label
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 5),
                      "library not refreshed after 120 s in background; scheduler status: \"\(status)\"")
    }
}
