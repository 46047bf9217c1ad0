import XCTest

final class BackgroundRunUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    private func progressCount(_ element: XCUIElement) -> Int {
        // Label is "<done>/<total> websites".
        Int(element.label.split(separator: "/").first ?? "") ?? -1
    }

    func testManualRunShowsProgress() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFakeEngine", "fast"]
        app.launch()

        app.buttons["run-websites"].tap()

        let progress = app.staticTexts["run-progress"]
        XCTAssertTrue(progress.waitForExistence(timeout: 10))
        XCTAssertGreaterThan(progressCount(progress), 0)
    }

    func testManualRunKeepsProgressingWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFakeEngine", "slow"]
        app.launch()

        app.buttons["run-websites"].tap()
        let progress = app.staticTexts["run-progress"]
        XCTAssertTrue(progress.waitForExistence(timeout: 10))
        let before = progressCount(progress)

        // Users start a 40-site run and switch to another app; iOS grants roughly
        // 30 s of background execution to an app that asks for it.
        XCUIDevice.shared.press(.home)
        sleep(20)
        app.activate()

        XCTAssertTrue(progress.waitForExistence(timeout: 5))
        let after = progressCount(progress)
        XCTAssertGreaterThan(after, before, "Run progress did not advance while the app was in the background")
    }
}
