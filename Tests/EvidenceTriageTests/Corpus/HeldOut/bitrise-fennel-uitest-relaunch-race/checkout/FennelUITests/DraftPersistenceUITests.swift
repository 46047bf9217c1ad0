import XCTest

final class DraftPersistenceUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-stubbedAPI", "basket-empty"]
    }

    func testDraftSurvivesBackgrounding() {
        app.launch()
        app.buttons["Add note"].tap()
        app.textViews["orderNote"].typeText("Leave by the blue door")
        XCUIDevice.shared.press(.home)
        app.terminate()
        app.launch()
        app.buttons["Add note"].tap()
        XCTAssertEqual(app.textViews["orderNote"].value as? String, "Leave by the blue door")
    }
}
