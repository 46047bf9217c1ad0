import XCTest

/// Shared login steps for UI tests. Credentials come from the CI environment
/// (SCRIVLY_UITEST_EMAIL / SCRIVLY_UITEST_SECRET); the fallbacks are the
/// public fixture account used against the staging stub server.
enum LoginFlow {
    static var email: String {
        ProcessInfo.processInfo.environment["SCRIVLY_UITEST_EMAIL"] ?? "qa-ci+login@scrivly.test"
    }
    static var secret: String {
        ProcessInfo.processInfo.environment["SCRIVLY_UITEST_SECRET"] ?? "ci-only-fixture"
    }

    static func logIn(_ app: XCUIApplication) {
        app.buttons["login.email"].tap()
        let emailField = app.textFields["login.emailField"]
        emailField.tap()
        emailField.typeText(email)
        let secretField = app.secureTextFields["login.passwordField"]
        secretField.tap()
        secretField.typeText(secret)
        app.buttons["login.submit"].tap()
        // The notes list is the first screen after a successful login.
        // Nothing here deals with system sheets presented over the app.
    }

    /// Prints the accessibility tree so a CI log shows what was on screen.
    static func dumpHierarchy(_ app: XCUIApplication) {
        print("---- app.debugDescription ----")
        print(app.debugDescription)
        print("---- end app.debugDescription ----")
    }
}
