import XCTest

final class CrashRecoveryUITests: XCTestCase {
    func testCorruptedDraftRecoveredAfterRelaunch() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing"]
        app.launch()
        app.buttons["debug.writeCorruptedDraft"].tap()
        app.terminate()

        app.launch()
        XCTAssertTrue(app.staticTexts["We restored your last draft"].waitForExistence(timeout: 10))
    }
}
