import BackgroundTasks
import XCTest
@testable import Pinecone

final class BackgroundRefreshHandlerTests: XCTestCase {
    private var scheduler: FakeTaskScheduler!
    private var sync: StubNoteSync!
    private var uploads: StubUploadDrainer!
    private var coordinator: BackgroundTaskCoordinator!

    override func setUp() {
        super.setUp()
        scheduler = FakeTaskScheduler()
        sync = StubNoteSync(result: true)
        uploads = StubUploadDrainer()
        coordinator = BackgroundTaskCoordinator(scheduler: scheduler, recorder: .disabled,
                                                syncService: sync, uploads: uploads)
    }

    func testRegistersBothIdentifiers() {
        coordinator.registerHandlers()
        XCTAssertEqual(Set(scheduler.registered.keys), [PineconeTask.refresh, PineconeTask.upload])
    }

    func testRefreshHandlerCompletesWithSyncResult() async {
        let task = FakeBackgroundTask(identifier: PineconeTask.refresh)
        let done = expectation(description: "refresh completed")
        task.onCompleted = { _ in done.fulfill() }
        coordinator.handleRefresh(task: task)
        await fulfillment(of: [done], timeout: 2)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testRefreshHandlerSubmitsNextRequest() async {
        let task = FakeBackgroundTask(identifier: PineconeTask.refresh)
        let done = expectation(description: "refresh completed")
        task.onCompleted = { _ in done.fulfill() }
        coordinator.handleRefresh(task: task)
        await fulfillment(of: [done], timeout: 2)
        XCTAssertEqual(scheduler.pending(PineconeTask.refresh).count, 1,
                       "the refresh handler must queue the next BGAppRefreshTaskRequest")
    }

    func testProcessingHandlerResubmitsBeforeUploading() {
        let task = FakeBackgroundTask(identifier: PineconeTask.upload)
        coordinator.handleUploadProcessing(task: task)
        XCTAssertTrue(scheduler.pending(PineconeTask.upload).contains { $0 is BGProcessingTaskRequest },
                      "upload processing request not resubmitted from the handler")
    }

    func testExpirationCancelsUploads() {
        let task = FakeBackgroundTask(identifier: PineconeTask.upload)
        coordinator.handleUploadProcessing(task: task)
        task.expire()
        XCTAssertTrue(uploads.cancelled)
    }
}
