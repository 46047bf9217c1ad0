//
//  KCCrashRoundTripUITests.swift
//  KestrelIntegrationUITests
//
//  Crashes the probe app, relaunches it and asks it whether a report is pending.
//  The probe answers by writing its state into the shared pasteboard.
//

import XCTest

final class KCCrashRoundTripUITests: XCTestCase {
    private let probe = XCUIApplication(bundleIdentifier: "com.kestrel.crashprobe")

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testPendingReportAfterAbort() throws {
        probe.launchArguments = ["-KCEnableReporter", "YES"]
        probe.launch()
        probe.buttons["Abort"].tap()

        probe.launchArguments = ["-KCEnableReporter", "YES", "-KCReportPendingState", "YES"]
        probe.launch()

        let reported = expectation(description: "probe reports crash state after relaunch")
        let observer = ProbeStateObserver { state in
            XCTAssertEqual(state, "pending: YES")
            reported.fulfill()
        }
        observer.start()
        wait(for: [reported], timeout: 30)
    }
}
