@testable import EvidenceTriage
import EvidenceCore
import Testing

/// What `Expectation` reads off a test's code line and an allowance's message: a call of the test's own that
/// stands in for the OS's delivery, and XCTest's allowance in seconds.
@Suite struct ExpectationCodeReadingTests {
    @Test(arguments: [
        ("      await simulateBackgroundTask(tideSyncTask);", true),
        ("        BackgroundFetch.simulateFetch()", true),
        ("        simulateSilentPush { completion in done.fulfill() }", true),
        ("        harness.simulateRemoteNotification(payload)", true),
        // Apple's private call still needs the scheduler to hold the request; the app's move to the background,
        // an expiration and a cold launch of the test's own leave the OS to act.
        ("        e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@\"x\"]", false),
        ("        coordinator.simulateMoveToBackground()", false),
        ("        simulateDidEnterBackgroundNotification()", false),
        ("        await UIApplication.shared.simulateBackgroundForTesting()", false),
        ("        simulateTaskExpiration()", false),
        ("        simulateColdLaunch()", false),
        // Not a call, or a word that only holds `simulate`.
        ("        let simulateFetch = true", false),
        ("        dissimulateFetch()", false),
    ])
    func aTestsOwnSimulationOfTheOSsEvent(line: String, delivers: Bool) {
        #expect(Expectation.callsItsOwnSimulation(line) == delivers)
    }

    @Test func xctestsAllowanceIsReadInSeconds() {
        #expect(TimeBudget.allowanceSeconds(in: "Test exceeded execution time allowance of 10 minutes. The test may have hung.") == 600)
        #expect(TimeBudget.allowanceSeconds(in: "Test exceeded execution time allowance of 1 minute") == 60)
        #expect(TimeBudget.allowanceSeconds(in: "exceeded execution time allowance of 90 seconds") == 90)
        #expect(TimeBudget.allowanceSeconds(in: "Time limit was exceeded: 120.000 seconds") == nil)
    }

    /// A UI test's own tap on the notification SpringBoard presented delivers the event; a tap on SpringBoard's
    /// permission alert or on the app's own button does not, whatever a comment beside it says.
    @Test(arguments: [
        (["        let springboard = XCUIApplication(bundleIdentifier: \"com.apple.springboard\")",
          "        let banner = springboard.otherElements[\"Notification\"].descendants(matching: .any)[\"Delay\"]",
          "        XCTAssertTrue(banner.waitForExistence(timeout: 20))", "        banner.tap()"], 3),
        (["        springboard.otherElements[\"Notification\"].firstMatch.tap()"], 0),
        (["        let springboard = XCUIApplication(bundleIdentifier: \"com.apple.springboard\")",
          "        let allow = springboard.alerts.buttons[\"Allow\"]",
          "        if allow.waitForExistence(timeout: 5) { allow.tap() }   // notification permission"], nil),
        (["        app.buttons[\"Schedule reminder for next minute\"].tap()   // UNCalendarNotificationTrigger(hour:minute:)",
          "        let banner = springboard.otherElements[\"Notification\"].descendants(matching: .any)[\"Time for: Evening stretch\"]"], nil),
    ] as [([String], Int?)])
    func aTapOnTheSystemsNotification(lines: [String], tapAt: Int?) {
        let code = lines.enumerated().map { EvidencePointer(path: "sources/AppUITests/T.swift", line: $0.offset + 1, excerpt: $0.element) }
        #expect(Expectation.tapOfTheSystemsNotification(code)?.line == tapAt.map { $0 + 1 })
    }
}
