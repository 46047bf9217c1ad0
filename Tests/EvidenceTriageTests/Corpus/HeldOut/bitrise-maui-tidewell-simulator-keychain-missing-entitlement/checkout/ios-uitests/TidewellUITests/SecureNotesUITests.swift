import XCTest

final class SecureNotesUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.tidewell.app")

    func testUnlockWithPasscodeShowsNotes() throws {
        app.launchArguments = ["--uitest-fake-login", "mara.lind@example.org", "--uitest-seed-notes"]
        app.launch()
        app.tabBars.buttons["Notes"].tap()
        app.secureTextFields["passcode"].tap()
        app.secureTextFields["passcode"].typeText("2468\n")
        let banner = app.staticTexts["errorBanner"]
        XCTAssertFalse(banner.waitForExistence(timeout: 5), "unexpected error: \(banner.label)")
        XCTAssertTrue(app.cells["note-0"].exists)
    }
}
