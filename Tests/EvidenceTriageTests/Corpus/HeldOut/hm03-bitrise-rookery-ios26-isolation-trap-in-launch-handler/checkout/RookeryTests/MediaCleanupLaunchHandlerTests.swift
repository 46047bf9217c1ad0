//
//  MediaCleanupLaunchHandlerTests.swift
//  RookeryTests
//

import XCTest
@testable import Rookery

final class MediaCleanupLaunchHandlerTests: XCTestCase {
    @MainActor
    func testCleanupRemovesOrphanedThumbnails() async throws {
        let job = MediaCleanupJob.stub(orphans: ["a.jpg", "b.jpg"])
        try await job.run()
        XCTAssertEqual(job.removed, ["a.jpg", "b.jpg"])
    }

    @MainActor
    func testExpirationOnSchedulerQueueCancelsCleanup() async throws {
        let scheduler = RecordingScheduler()
        let cleanup = MediaCleanupJob.stub(orphans: (0..<500).map { "thumb-\($0).jpg" })
        BackgroundTaskCoordinator(scheduler: scheduler, sync: .stub(), cleanup: cleanup, recorder: nil)
            .registerHandlers()

        let task = FakeBackgroundTask(identifier: BackgroundTaskCoordinator.cleanupIdentifier)
        let launch = try XCTUnwrap(scheduler.handlers[BackgroundTaskCoordinator.cleanupIdentifier])
        RecordingScheduler.systemQueue.async {
            launch(task)
            task.expirationHandler?()
        }

        await fulfillment(of: [task.completed], timeout: 5)
        XCTAssertTrue(cleanup.wasCancelled)
        XCTAssertEqual(task.success, false)
    }
}
