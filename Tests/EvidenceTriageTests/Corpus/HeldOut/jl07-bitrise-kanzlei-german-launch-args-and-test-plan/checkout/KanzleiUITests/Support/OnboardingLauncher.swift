import XCTest

/// Launches the app with onboarding forced on.
enum OnboardingLauncher {
    static func launch(_ app: XCUIApplication) {
        app.launchArguments = ["-UITest.resetState", "-UITest.showOnboarding"]
        print("launching \(app.description) with \(app.launchArguments)")
        app.launch()
    }
}
