import XCTest

final class HistoryUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-seed-note-history"]
        app.launch()
        // Logged-in state is restored from the keychain seeded by the login suite.
    }

    func testHistorySliderShowsVersions() throws {
        app.cells["note.row.0"].tap()
        app.buttons["note.menu"].tap()
        app.buttons["History"].tap()
        XCTAssertTrue(app.sliders["history.slider"].waitForExistence(timeout: 5))
    }

    func testRestorePreviousVersion() throws {
        let firstNote = app.cells.element(matching: .cell, identifier: "note.row.0")
        firstNote.tap()
        app.buttons["note.menu"].tap()
        app.buttons["History"].tap()
        app.sliders["history.slider"].adjust(toNormalizedSliderPosition: 0)
        app.buttons["history.restore"].tap()
        XCTAssertEqual(app.textViews["note.body"].value as? String, "First draft")
    }
}
