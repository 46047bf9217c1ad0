import XCTest

/// Device-lab only: a staging call-bot rings the lab account through APNs (PushKit) and CallKit.
final class IncomingCallE2ETests: XCTestCase {
    private let app = XCUIApplication()
    private let bot = CallBot(baseURL: URL(string: "https://callbot.staging.lanternline.io")!, account: "lab-user-03")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testAnswerFromLockScreen() throws {
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        try bot.ring(from: "Dispatch desk")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 20))
    }

    func testSecondCallWhileOnCallShowsCallWaiting() throws {
        try bot.ring(from: "Dispatch desk")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 20))
        springboard.buttons["Accept"].tap()
        XCTAssertTrue(app.staticTexts["callStatus"].waitForExistence(timeout: 10))

        try bot.ring(from: "Night supervisor")
        XCTAssertTrue(springboard.buttons["Hold & Accept"].waitForExistence(timeout: 20))
        XCTAssertTrue(app.staticTexts["callStatus"].waitForExistence(timeout: 5), "app should still be on the first call")
    }
}
