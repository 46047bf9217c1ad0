//
//  WorkOrderSyncBackgroundTests.swift
//  QuaymasterTests
//

import XCTest
import BackgroundTasks
@testable import Quaymaster

final class WorkOrderSyncBackgroundTests: XCTestCase {
    func testWorkOrderSyncRunsWithinTwoMinutes() {
        let ran = expectation(description: "work-order sync ran")
        SyncScheduler.shared.onWorkOrderSync = { task in
            ran.fulfill()
            task.setTaskCompleted(success: true)
        }
        SyncScheduler.shared.submitWorkOrderSync(after: 60)
        wait(for: [ran], timeout: 120)
    }
}
