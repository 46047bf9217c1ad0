import XCTest

final class ComposeDraftUITests: XCTestCase {
    func testDraftSurvivesBackground() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed", "inbox-basic", "-uitest-skip-push"]
        app.launch()
        app.buttons["compose"].tap()
        app.textViews["compose.body"].typeText("see you at nine")
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertEqual(app.textViews["compose.body"].value as? String, "see you at nine")
    }
}
