//
//  OnboardingUITests.swift
//  MedTrackUITests
//

import XCTest

final class OnboardingUITests: XCTestCase {

    func testAllowNotificationsAlert() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-reset-onboarding"]
        app.launch()

        app.buttons["onboarding.continue"].tap()
        app.buttons["onboarding.enableReminders"].tap()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.alerts.buttons["Allow"]
        XCTAssertTrue(allow.waitForExistence(timeout: 5))
        allow.tap()
        XCTAssertTrue(app.staticTexts["onboarding.done.title"].waitForExistence(timeout: 5))
    }
}
