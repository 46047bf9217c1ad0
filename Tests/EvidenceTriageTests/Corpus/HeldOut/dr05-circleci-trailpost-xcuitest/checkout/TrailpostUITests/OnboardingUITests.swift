//
//  OnboardingUITests.swift
//  TrailpostUITests
//

import XCTest

final class OnboardingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding", "YES"]
    }

    func testLocationPermissionPromptIsHandled() throws {
        addUIInterruptionMonitor(withDescription: "Location permission") { alert in
            alert.buttons["Allow While Using App"].tap()
            return true
        }
        app.launch()
        app.buttons["onboarding.enableNearbyTrails"].tap()

        // The system location alert is up now; the monitor should dismiss it.
        let nearby = app.staticTexts["Trails near you"]
        XCTAssertTrue(nearby.waitForExistence(timeout: 10), "location permission was not handled")
    }
}
