//
//  SignInFlowUITests.swift
//  SignbridgeUITests
//

import XCTest

final class SignInFlowUITests: XCTestCase {
    func testSignInSurvivesAppSwitch() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-idp-stub", "http://127.0.0.1:9443", "-idp-stub-latency", "6"]
        app.launch()

        app.buttons["Sign in with work account"].tap()
        XCTAssertTrue(app.webViews.firstMatch.waitForExistence(timeout: 10))
        app.webViews.buttons["Continue"].tap()

        // User switches to the authenticator app while the token request is in flight.
        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()

        XCTAssertTrue(app.staticTexts["signed-in-account"].waitForExistence(timeout: 15))
        XCTAssertFalse(app.alerts["Sign-in failed"].exists)
    }
}
