import XCTest

final class SiriIntentUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-resetStore"]
        app.launch()
    }

    func testLogWaterViaSiriReachesInAppHandler() throws {
        XCUIDevice.shared.siriService.activate(voiceRecognitionText: "Log 250 millilitres in Tallyho")
        app.activate()
        let logged = app.staticTexts["today.lastEntry"]
        XCTAssertTrue(logged.waitForExistence(timeout: 30), "no entry appeared after the Siri request")
        XCTAssertEqual(logged.label, "250 ml")
    }
}
