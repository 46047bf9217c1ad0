//
//  PhotoCleanupLaunchTests.swift
//  FernlyTests
//

import BackgroundTasks
import XCTest
@testable import Fernly

final class PhotoCleanupLaunchTests: XCTestCase {
    func testSimulatedCleanupLaunchRunsHandler() throws {
        let coordinator = AppDelegate.current.backgroundTasks
        let handled = expectation(description: "cleanup handler ran")
        coordinator.onPhotoCleanup = { task in
            handled.fulfill()
            task.setTaskCompleted(success: true)
        }

        try? coordinator.schedulePhotoCleanup()
        // Same private hook the debugger uses: e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: BackgroundTaskCoordinator.photoCleanupID)

        wait(for: [handled], timeout: 10)
    }
}
