import XCTest

final class SignInUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kestrelfield.inspect")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--uitest-reset-session"]
        app.launch()
    }

    func testRememberedSessionSurvivesRelaunch() throws {
        app.textFields["inspectorEmail"].tap()
        app.textFields["inspectorEmail"].typeText("qa.inspector@kestrel.example")
        app.secureTextFields["inspectorPin"].tap()
        app.secureTextFields["inspectorPin"].typeText("482913")
        app.switches["rememberMe"].tap()
        app.buttons["Sign in"].tap()
        XCTAssertTrue(app.staticTexts["Today's inspections"].waitForExistence(timeout: 15))

        app.terminate()
        app.launchArguments = []
        app.launch()

        let home = app.staticTexts["Today's inspections"]
        let alertText = app.alerts.firstMatch.staticTexts.element(boundBy: 1).label
        XCTAssertTrue(home.waitForExistence(timeout: 10), "Not signed in after relaunch; alert: \(alertText)")
    }
}
