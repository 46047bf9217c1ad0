import XCTest

final class ExportLiveActivityUITests: XCTestCase {
    func testExportFinishesAfterLeavingApp() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-project", "harbour-40s"]
        app.launch()
        app.buttons["export.start"].tap()
        XCUIDevice.shared.press(.home)

        sleep(90)
        app.activate()
        XCTAssertTrue(app.staticTexts["export.status.done"].waitForExistence(timeout: 5),
                      "export did not finish while the app was in the background")
    }
}
