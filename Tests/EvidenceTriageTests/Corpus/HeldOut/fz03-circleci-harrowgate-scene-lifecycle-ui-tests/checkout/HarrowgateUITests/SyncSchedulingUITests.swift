//
//  SyncSchedulingUITests.swift
//  HarrowgateUITests
//
//  The app can't be woken by BGTaskScheduler on the Simulator, so this only checks our
//  side of the contract: leaving the app asks the scheduler for the next sync. The
//  diagnostics screen shows the outcome of the last attempt (on the Simulator that is
//  "failed (BGTaskSchedulerErrorDomain 1, …)", which is fine — "never" is not).
//

import XCTest

final class SyncSchedulingUITests: XCTestCase {

    override func setUp() {
        continueAfterFailure = false
    }

    func testBackgroundingRequestsAppRefresh() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SyncSchedulingUITests/testBackgroundingRequestsAppRefresh"
        app.launch()

        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 10))
        app.activate()
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10))

        app.tabBars.buttons["Settings"].tap()
        app.cells["Diagnostics"].tap()
        let summary = app.staticTexts["diagnostics.lastRefreshRequest"]
        XCTAssertTrue(summary.waitForExistence(timeout: 5))
        XCTAssertNotEqual(summary.label, "Last refresh request: never",
                          "Backgrounding the app did not attempt to schedule com.harrowgate.app.sync")
    }
}
