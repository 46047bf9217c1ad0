import XCTest
@testable import Keelphoto

final class FakeProcessingTask: ProcessingTask {
    let identifier = BackgroundTaskCoordinator.processingIdentifier
    var expirationHandler: (() -> Void)?
    var onComplete: ((Bool) -> Void)?
    private(set) var completions: [Bool] = []

    func setTaskCompleted(success: Bool) {
        completions.append(success)
        onComplete?(success)
    }
}

final class AutoUploadProcessingTests: XCTestCase {
    private var uploader: StubUploader!

    override func setUp() {
        super.setUp()
        uploader = StubUploader()
        BackgroundTaskRecorder.currentTest = "KeelphotoTests.AutoUploadProcessingTests/\(testRun!.test.name.split(separator: " ").last!.dropLast())"
    }

    override func tearDown() {
        BackgroundTaskRecorder.currentTest = nil
        super.tearDown()
    }

    private func makeJob(pending count: Int) -> AutoUploadJob {
        let store = InMemoryAssetStore(pending: (0..<count).map { PendingAsset(localIdentifier: "IMG_\(4100 + $0)") })
        return AutoUploadJob(store: store, uploader: uploader, recorder: BackgroundTaskRecorder())
    }

    func testProcessingLaunchDrainsPendingQueue() {
        let job = makeJob(pending: 40)
        let task = FakeProcessingTask()
        let done = expectation(description: "processing task completed")
        task.onComplete = { _ in done.fulfill() }

        job.handleProcessing(task)

        wait(for: [done], timeout: 5)
        XCTAssertEqual(uploader.uploadedIDs.count, 40, "a processing launch should drain the whole pending queue")
        XCTAssertEqual(task.completions, [true])
    }

    func testProcessingWithEmptyQueueCompletesTask() {
        let job = makeJob(pending: 0)
        let task = FakeProcessingTask()
        let done = expectation(description: "processing task completed")
        task.onComplete = { _ in done.fulfill() }

        job.handleProcessing(task)

        wait(for: [done], timeout: 30)
        XCTAssertEqual(task.completions, [true])
    }

    func testExpirationCancelsUploadsAndFails() {
        uploader.holdCompletion = true
        let job = makeJob(pending: 3)
        let task = FakeProcessingTask()
        job.handleProcessing(task)
        task.expirationHandler?()
        XCTAssertTrue(uploader.cancelled)
        XCTAssertEqual(task.completions, [false])
    }
}
