//
//  CriticalEventLogBackgroundTaskTests.swift
//  GlucologTests
//
//  Runs inside the Glucolog test host, so AppDelegate has already registered the
//  cel-historical-export launch handler.
//

import XCTest
import BackgroundTasks
@testable import Glucolog

final class CriticalEventLogBackgroundTaskTests: XCTestCase {
    private var deviceDataManager: DeviceDataManager {
        (UIApplication.shared.delegate as! AppDelegate).deviceDataManager
    }

    func testIdentifierIsPermittedInInfoPlist() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(DeviceDataManager.criticalEventLogHistoricalExportBackgroundTaskIdentifier))
    }

    func testProcessingModeIsDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"))
    }

    func testHistoricalExportRunsAfterScheduling() {
        let ran = expectation(description: "historical export background task ran")
        let token = NotificationCenter.default.addObserver(forName: .criticalEventLogHistoricalExportDidRun, object: nil, queue: nil) { _ in
            ran.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        // Retry schedule: earliestBeginDate = now + 1 h, requiresExternalPower = true.
        deviceDataManager.scheduleCriticalEventLogHistoricalExportBackgroundTask(isRetry: true)

        // Give the system five minutes to pick the task up.
        wait(for: [ran], timeout: 300)
    }
}
