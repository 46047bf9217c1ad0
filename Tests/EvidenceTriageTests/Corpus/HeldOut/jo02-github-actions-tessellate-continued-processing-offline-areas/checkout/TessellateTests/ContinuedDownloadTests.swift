import BackgroundTasks
import XCTest
@testable import Tessellate

final class ContinuedDownloadTests: XCTestCase {

    func testContinuedRequestUsesQueueStrategy() throws {
        let request = BGContinuedProcessingTaskRequest(
            identifier: "\(AppDelegate.offlineDownloadTaskPrefix).T1", title: "Downloading Ridge", subtitle: "Preparing…")
        request.strategy = .queue
        XCTAssertEqual(request.strategy, .queue)
    }

    func testDownloadStartsContinuedProcessingTask() throws {
        // End-to-end on the CI simulator: start a download, expect the system
        // to hand us the continued processing task.
        let downloader = OfflineManager.shared.downloader
        let launched = expectation(description: "continued processing task launched")
        downloader.onContinuedTaskLaunched = { identifier in
            XCTAssertTrue(identifier.hasPrefix(AppDelegate.offlineDownloadTaskPrefix))
            launched.fulfill()
        }

        let job = DownloadJob.fixture(id: "7F3A91C2", bytes: 48_000_000)
        downloader.start(job, areaTitle: "North Ridge Trailheads")

        wait(for: [launched], timeout: 30)
    }

    func testProgressReachesCompletionBeforeTaskCompleted() throws {
        let task = FakeContinuedTask(identifier: "\(AppDelegate.offlineDownloadTaskPrefix).P9")
        let job = DownloadJob.fixture(id: "P9", bytes: 3_000_000)
        ContinuedTaskBinding(task: task, job: job).bind()

        job.simulateProgress([0.25, 0.5, 0.999])
        job.simulateFinish(.success(()))

        XCTAssertEqual(task.completedWithSuccess, true)
        XCTAssertEqual(task.progressAtCompletion, 100,
                       "progress must be complete when the task is marked successful")
    }
}
