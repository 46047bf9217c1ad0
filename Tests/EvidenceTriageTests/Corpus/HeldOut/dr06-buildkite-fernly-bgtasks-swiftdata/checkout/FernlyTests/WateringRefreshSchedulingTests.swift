//
//  WateringRefreshSchedulingTests.swift
//  FernlyTests
//
//  Hosted in Fernly.app, so the coordinator registered at launch is live.
//

import BackgroundTasks
import XCTest
@testable import Fernly

final class WateringRefreshSchedulingTests: XCTestCase {
    func testRefreshRunsWithinFifteenMinutes() throws {
        let coordinator = AppDelegate.current.backgroundTasks
        let ran = expectation(description: "system ran watering refresh")
        coordinator.onWateringRefresh = { task in
            ran.fulfill()
            task.setTaskCompleted(success: true)
        }

        XCTAssertNoThrow(try coordinator.scheduleWateringRefresh(after: 60))

        // The request asks for one minute; allow the system a generous window.
        wait(for: [ran], timeout: 300)
    }
}
