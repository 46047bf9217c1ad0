import XCTest

final class SessionPersistenceUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.tidewell.app")

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testSessionSurvivesRelaunch() throws {
        app.launchArguments = ["--uitest-fake-login", "mara.lind@example.org"]
        app.launch()
        XCTAssertTrue(app.staticTexts["accountName"].waitForExistence(timeout: 15))

        app.terminate()
        app.launchArguments = []
        app.launch()

        let name = app.staticTexts["accountName"]
        let banner = app.staticTexts["errorBanner"].exists ? app.staticTexts["errorBanner"].label : "none"
        XCTAssertTrue(name.waitForExistence(timeout: 15), "session not restored after relaunch; banner: \(banner)")
    }
}
