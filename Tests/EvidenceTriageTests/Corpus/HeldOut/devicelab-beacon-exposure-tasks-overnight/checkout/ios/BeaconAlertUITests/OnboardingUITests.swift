//
//  OnboardingUITests.swift
//  BeaconAlertUITests
//

import XCTest

final class OnboardingUITests: XCTestCase {
    func testEnableExposureNotificationsFlow() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding", "YES"]
        app.launch()

        app.buttons["Get started"].tap()
        app.buttons["Turn on exposure notifications"].tap()
        addUIInterruptionMonitor(withDescription: "EN authorization") { alert in
            alert.buttons["Allow"].tap()
            return true
        }
        app.tap()

        XCTAssertTrue(app.staticTexts["You're all set"].waitForExistence(timeout: 20))
    }
}
