import XCTest

final class DeveloperModeUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-resetForUITesting"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    override func tearDown() {
        app.terminate()
    }

    /// Ten taps on the version footer unlock developer options and show a toast.
    /// The test toggles the unlock back at the end so the next test starts locked.
    func testTenTapsShowsUnlockToast() {
        let footer = app.staticTexts["settings.versionFooter"]
        XCTAssertTrue(footer.waitForExistence(timeout: 5))
        for _ in 0..<10 { footer.tap() }

        // Second half of the test: lock it again.
        defer {
            for _ in 0..<10 { footer.tap() }
        }
        let toast = app.staticTexts["Developer options unlocked"]
        // continueAfterFailure = false: a failure here ends the test before the defer re-locks.
        XCTAssertTrue(toast.waitForExistence(timeout: 5), "unlock toast \"Developer options unlocked\" never appeared")
        XCTAssertTrue(app.cells["settings.developerMenu"].exists)
    }
}
