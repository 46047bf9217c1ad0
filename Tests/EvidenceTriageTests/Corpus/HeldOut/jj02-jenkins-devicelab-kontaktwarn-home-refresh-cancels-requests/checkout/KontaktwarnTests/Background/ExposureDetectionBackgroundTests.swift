//
//  ExposureDetectionBackgroundTests.swift
//  KontaktwarnTests
//
//  Device-lab only. The phone is on the lab charger and on Wi-Fi.
//

import XCTest
import BackgroundTasks
@testable import Kontaktwarn

final class ExposureDetectionBackgroundTests: XCTestCase {
    func testExposureDetectionRequestIsPending() {
        let pending = expectation(description: "pending requests")
        KWTaskScheduler.shared.scheduleBackgroundTaskRequests()
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == KWTaskIdentifier.exposureDetection.rawValue })
            pending.fulfill()
        }
        wait(for: [pending], timeout: 5)
    }

    func testExposureDetectionStartsSoonAfterEarliestBeginDate() {
        let started = expectation(description: "exposure detection started")
        let executor = (UIApplication.shared.delegate as! AppDelegate).taskExecutor
        executor.onExecute = { identifier in
            if identifier == .exposureDetection { started.fulfill() }
        }
        // earliestBeginDate is now + 60 s; allow 15 minutes for the system to start it.
        KWTaskScheduler.shared.scheduleBackgroundTaskRequests()
        wait(for: [started], timeout: 900)
    }
}
