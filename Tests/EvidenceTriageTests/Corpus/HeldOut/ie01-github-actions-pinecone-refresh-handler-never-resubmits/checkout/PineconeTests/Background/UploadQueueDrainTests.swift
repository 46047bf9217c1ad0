import XCTest
@testable import Pinecone

final class UploadQueueDrainTests: XCTestCase {
    func testDrainUploadsEveryPendingItem() async {
        let store = InMemoryUploadStore(items: [.fixture(id: "a"), .fixture(id: "b")])
        let client = RecordingAttachmentClient()
        let drainer = UploadQueueDrainer(queue: store, client: client)
        let task = FakeBackgroundTask(identifier: PineconeTask.upload)
        let done = expectation(description: "drain completed")
        task.onCompleted = { _ in done.fulfill() }
        drainer.drain(task: task)
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(client.uploadedIDs, ["a", "b"])
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testDrainSignalsCompletionToFakeTaskWhenQueueIsEmpty() async {
        let drainer = UploadQueueDrainer(queue: InMemoryUploadStore(items: []), client: RecordingAttachmentClient())
        let task = FakeBackgroundTask(identifier: PineconeTask.upload)
        let done = expectation(description: "FakeBackgroundTask.setTaskCompleted called")
        task.onCompleted = { _ in done.fulfill() }
        drainer.drain(task: task)
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testFailedUploadStaysQueued() async {
        let store = InMemoryUploadStore(items: [.fixture(id: "a")])
        let client = RecordingAttachmentClient(failing: ["a"])
        let drainer = UploadQueueDrainer(queue: store, client: client)
        let task = FakeBackgroundTask(identifier: PineconeTask.upload)
        let done = expectation(description: "drain completed")
        task.onCompleted = { _ in done.fulfill() }
        drainer.drain(task: task)
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(store.pending().map(\.id), ["a"])
        XCTAssertEqual(task.completedSuccess, false)
    }
}
