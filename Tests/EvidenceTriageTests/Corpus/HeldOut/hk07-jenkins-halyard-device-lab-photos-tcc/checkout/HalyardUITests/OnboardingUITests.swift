import XCTest

final class OnboardingUITests: XCTestCase {

    func testOnboardingEndsOnChartsTab() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-onboarding"]

        addUIInterruptionMonitor(withDescription: "Location permission") { alert in
            let allow = alert.buttons["Allow While Using App"]
            guard allow.exists else { return false }
            allow.tap()
            return true
        }
        addUIInterruptionMonitor(withDescription: "Notification permission") { alert in
            let allow = alert.buttons["Allow"]
            guard allow.exists else { return false }
            allow.tap()
            return true
        }

        app.launch()
        app.buttons["onboarding_get_started"].tap()
        app.buttons["onboarding_enable_location"].tap()      // system location alert
        app.buttons["onboarding_enable_alerts"].tap()        // system notification alert
        app.buttons["onboarding_continue"].tap()

        XCTAssertTrue(app.tabBars.buttons["Charts"].waitForExistence(timeout: 10), "onboarding never reached the Charts tab")
    }
}
