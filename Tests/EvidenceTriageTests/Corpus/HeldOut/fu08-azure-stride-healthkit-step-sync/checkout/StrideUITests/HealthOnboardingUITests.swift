//
//  HealthOnboardingUITests.swift
//  StrideUITests
//

import XCTest

final class HealthOnboardingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testConnectHealthShowsTodayStepsCard() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestResetOnboarding", "YES"]
        app.launch()

        app.buttons["Connect Apple Health"].tap()

        let card = app.otherElements["today.steps.card"]
        if !card.waitForExistence(timeout: 30) {
            let onScreen = app.staticTexts.allElementsBoundByIndex.prefix(6).map(\.label)
            XCTFail("steps card did not appear; on screen: \(onScreen)")
        }
    }
}
