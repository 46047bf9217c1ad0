import XCTest

/// Base class for UI tests: launches the app in German regardless of the
/// simulator's language.
class GermanUITestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-AppleLanguages", "(de)", "-AppleLocale", "de_DE"]
        app.launchArguments += ["-UITest.resetState"]
        print("launching \(app.description) with \(app.launchArguments)")
        app.launch()
    }
}
