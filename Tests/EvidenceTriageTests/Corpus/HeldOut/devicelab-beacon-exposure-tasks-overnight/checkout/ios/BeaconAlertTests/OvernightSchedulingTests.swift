//
//  OvernightSchedulingTests.swift
//  BeaconAlertTests
//
//  Device-lab only (scheme BeaconAlert-Overnight): the release build is installed at 21:55,
//  left on the bench overnight, and these tests run at 06:00 against the app's own task log.
//

import XCTest
@testable import BeaconAlert

final class DecoyTrafficSchedulingTests: XCTestCase {
    func testDecoyTaskRunsHourlyOvernight() throws {
        let log = try TaskRunLog.load()
        let night = try DateInterval.lastNight(from: "22:00", to: "06:00", in: .current)

        let runs = log.launches(of: BackgroundTaskIdentifiers.decoy, in: night)

        XCTAssertGreaterThanOrEqual(runs.count, 6,
                                    "decoy traffic should be sent about hourly overnight; launches: \(runs.map(\.timeOfDay))")
    }
}

final class KeyCleanupSchedulingTests: XCTestCase {
    /// The cleanup request sets requiresExternalPower = false, so it should not wait for a charger.
    func testCleanupProcessingTaskRunsOnBattery() throws {
        let log = try TaskRunLog.load()
        let night = try DateInterval.lastNight(from: "22:00", to: "06:00", in: .current)

        let firstRun = try XCTUnwrap(log.launches(of: BackgroundTaskIdentifiers.keyCleanup, in: night).first)

        XCTAssertFalse(firstRun.wasCharging,
                       "key cleanup first ran at \(firstRun.timeOfDay) while charging; expected a run on battery")
    }
}
