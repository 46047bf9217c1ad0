import XCTest

enum LoginFlow {
    static func logIn(_ app: XCUIApplication, site: String = "demo.tillwise.test") {
        app.buttons["login.siteAddress"].tap()
        let field = app.textFields["login.siteAddress.field"]
        field.tap()
        field.typeText(site)
        app.buttons["login.continue"].tap()
        let password = app.secureTextFields["login.password.field"]
        password.tap()
        password.typeText("uitest-password")
        app.buttons["login.continue"].tap()
        dismissSavePasswordPromptIfShown(app)
    }

    /// The Simulator may ask to save the password after a successful login.
    static func dismissSavePasswordPromptIfShown(_ app: XCUIApplication) {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let notNow = springboard.buttons["Not Now"]
        if notNow.waitForExistence(timeout: 5) {
            notNow.tap()
        }
    }
}
