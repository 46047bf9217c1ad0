import XCTest
import BackgroundTasks
@testable import Quarry

final class SurveyUploadSchedulerTests: XCTestCase {
    func makeScheduler(online: Bool, queue: PendingBatchQueue = .inMemory()) -> SurveyUploadScheduler {
        SurveyUploadScheduler(queue: queue, network: FakeNetworkMonitor(online: online), uploader: FakeUploader(failsWhenOffline: true))
    }

    func testUploadRequestIsProcessingRequest() {
        let request = makeScheduler(online: true).makeUploadRequest()
        XCTAssertEqual(request.identifier, "org.quarryfield.survey.upload")
    }

    func testUploadRequestRequiresNetwork() {
        let request = makeScheduler(online: true).makeUploadRequest()
        XCTAssertTrue(request.requiresNetworkConnectivity, "upload task must only launch with a network connection")
    }

    func testOfflineLaunchKeepsPendingBatches() async {
        let queue = PendingBatchQueue.inMemory(batches: 3)
        let scheduler = makeScheduler(online: false, queue: queue)
        let task = FakeBackgroundTask()
        await scheduler.run(task: task)
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertEqual(queue.count, 3, "batches must survive a failed offline upload")
    }

    func testNightlyUploadRunsWithinTwoHours() throws {
        let ran = expectation(description: "survey upload handler ran")
        AppServices.live.onUploadRunForTesting = { ran.fulfill() }
        try AppServices.live.uploadScheduler.schedule()
        wait(for: [ran], timeout: 1800)
    }
}
