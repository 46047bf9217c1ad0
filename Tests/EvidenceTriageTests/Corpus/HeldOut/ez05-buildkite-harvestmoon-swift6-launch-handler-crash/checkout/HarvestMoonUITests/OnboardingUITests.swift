//
//  OnboardingUITests.swift
//  HarvestMoonUITests
//

import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboardingLandsOnStalls() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestResetOnboarding"]
        app.launch()

        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Stalls"].waitForExistence(timeout: 5))
    }
}
