import XCTest

final class ConsentFlowUITests: XCTestCase {
    private var app: XCUIApplication!
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["--reset-onboarding"]
    }

    private func finishOnboarding() {
        app.launch()
        app.buttons["Get started"].tap()
        app.buttons["Pick your stores"].tap()
        app.buttons["Fresh & Co"].tap()
        app.buttons["Continue"].tap()
    }

    func testTrackingPromptShownAfterOnboarding() {
        finishOnboarding()
        XCTAssertTrue(springboard.alerts.buttons["Allow"].waitForExistence(timeout: 10))
    }

    func testDeclineTrackingKeepsOffersGeneric() {
        finishOnboarding()
        let askNotToTrack = springboard.alerts.buttons["Ask App Not to Track"]
        XCTAssertTrue(askNotToTrack.waitForExistence(timeout: 10))
        askNotToTrack.tap()
        XCTAssertTrue(app.staticTexts["Offers for everyone"].waitForExistence(timeout: 5))
    }
}
