import XCTest

/// Ferrylane registers for remote notifications after the user opts in to sailing alerts.
/// The Simulator can register with APNs (Xcode 14+), so the token path is exercised end to end
/// against the staging push-gateway stub.
final class PushRegistrationUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-FerrylaneEnvironment", "staging", "-notificationsPreauthorized", "YES"]
        app.launch()
    }

    func testDeviceTokenShownAfterOptIn() {
        app.buttons["Turn on sailing alerts"].tap()
        let token = app.staticTexts["apnsRegistrationStatus"]
        XCTAssertTrue(token.waitForExistence(timeout: 15))
        XCTAssertTrue(token.label.hasPrefix("token:"), "expected a device token, got: \(token.label)")
    }

    func testTokenUploadedToBackend() {
        app.buttons["Turn on sailing alerts"].tap()
        app.buttons["Debug"].tap()
        let upload = app.staticTexts["pushGatewayUpload"]
        XCTAssertTrue(upload.waitForExistence(timeout: 15))
        XCTAssertEqual(upload.label, "uploaded", "push gateway never received the device token")
    }
}
