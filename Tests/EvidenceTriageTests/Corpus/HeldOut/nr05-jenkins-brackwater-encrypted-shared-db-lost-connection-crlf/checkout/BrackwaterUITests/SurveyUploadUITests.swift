import XCTest

final class SurveyUploadUITests: XCTestCase {
    func testPendingSurveysUploadInBackground() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedPendingSurveys", "3", "-SimulateUploadLaunchAfterBackground", "2", "-UseStubServer", "YES"]
        app.launch()
        XCTAssertEqual(app.staticTexts["outbox.count"].label, "3 pending")
        XCUIDevice.shared.press(.home)
        sleep(12)
        app.activate()
        XCTAssertEqual(app.staticTexts["outbox.count"].label, "All surveys uploaded")
    }
}
