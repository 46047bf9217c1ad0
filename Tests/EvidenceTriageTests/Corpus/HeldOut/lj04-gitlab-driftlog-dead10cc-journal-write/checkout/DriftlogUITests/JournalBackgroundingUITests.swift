import XCTest

final class JournalBackgroundingUITests: XCTestCase {
    func testEntrySurvivesBackgroundingDuringSave() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedPhotos", "12"]
        app.launch()
        app.buttons["New entry"].tap()
        app.textFields["Title"].typeText("Low tide walk")
        app.buttons["Save"].tap()
        XCUIDevice.shared.press(.home)           // leave while the save transaction is running
        sleep(10)
        app.activate()
        XCTAssertTrue(app.staticTexts["Low tide walk"].waitForExistence(timeout: 10), "entry missing after returning to the app")
    }
}
