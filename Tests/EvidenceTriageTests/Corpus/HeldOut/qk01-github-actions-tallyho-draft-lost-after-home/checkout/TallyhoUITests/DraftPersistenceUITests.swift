import XCTest

final class DraftPersistenceUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-resetDrafts"]
        app.launch()
    }

    func testDraftSurvivesHomeAndRelaunch() {
        app.cells["list.groceries"].tap()
        let field = app.textViews["draft.editor"]
        field.tap()
        field.typeText("Buy oat milk")

        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 5))
        app.terminate()

        app.launchArguments.removeAll { $0 == "-resetDrafts" }
        app.launch()
        app.cells["list.groceries"].tap()
        let restored = app.textViews["draft.editor"].value as? String
        XCTAssertEqual(restored, "Buy oat milk")
    }

    func testBackgroundingStampsLastSaved() {
        app.cells["list.groceries"].tap()
        app.textViews["draft.editor"].tap()
        app.textViews["draft.editor"].typeText("x")
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 5))
        app.activate()
        app.tabBars.buttons["Settings"].tap()
        let label = app.staticTexts["settings.lastSaved"].label
        XCTAssertNotEqual(label, "Never", "settings.lastSaved after backgrounding")
    }
}
