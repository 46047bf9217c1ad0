//
//  MaintenanceSchedulerTests.swift
//  LarchwoodFieldTests
//
//  Runs on the device lab only (the Simulator returns BGTaskSchedulerErrorDomain
//  Code=1 for every submit).
//

import BackgroundTasks
import XCTest
@testable import LarchwoodField

final class MaintenanceSchedulerTests: XCTestCase {

    override func tearDown() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: BackgroundTaskRegistry.maintenanceIdentifier)
        super.tearDown()
    }

    func testEarliestBeginDateIsNextTwoAM() {
        let now = ISO8601DateFormatter().date(from: "2026-11-26T15:30:00Z")!
        let next = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        XCTAssertNotNil(next)
    }

    func testNightlyMaintenanceRequestIsAccepted() throws {
        XCTAssertNoThrow(try MaintenanceScheduler().submitNightlyMaintenance())
    }
}
