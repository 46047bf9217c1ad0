//
//  NightlyChartPrefetchTests.swift
//  TidewaterTests
//
//  Device-only end-to-end check that iOS actually launches the overnight
//  chart prefetch once it has been submitted.
//

import BackgroundTasks
import XCTest
@testable import Tidewater

final class NightlyChartPrefetchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        DeviceStateLogger.log(name)
    }

    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testChartPrefetchRunsOvernight() throws {
        let launched = expectation(forNotification: .chartPrefetchDidStart, object: nil)
        try TideBackgroundScheduler().scheduleChartPrefetch(notBefore: Date(timeIntervalSinceNow: 60))
        // The lab device is idle and charging-agnostic at 03:00; the prefetch should start within 15 minutes.
        wait(for: [launched], timeout: 900)
    }
}
