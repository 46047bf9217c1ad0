import XCTest
@testable import ShoeboxKit

final class UploadQueueTests: XCTestCase {
    func testFailedUploadIsRetriedWithBackoff() {
        let store = InMemoryUploadRecordStore()
        let queue = UploadQueue(store: store)
        queue.didStart(taskIdentifier: 4, stagedFile: "upload-A1B2.jpg")
        queue.didComplete(taskIdentifier: 4, taskDescription: "upload-A1B2.jpg", error: URLError(.networkConnectionLost))
        XCTAssertEqual(queue.record(for: "upload-A1B2.jpg")?.state, .failed)
    }

    func testFinishedUploadFromExtensionIsMarkedDoneOnRelaunch() {
        // The share extension staged and started the upload, then went away. The app is
        // relaunched by the system with the session's events; it never saw didStart.
        let store = InMemoryUploadRecordStore(records: [UploadRecord(stagedFile: "upload-7F2C.jpg", state: .pending)])
        let queue = UploadQueue(store: store)

        queue.didComplete(taskIdentifier: 1, taskDescription: "upload-7F2C.jpg", error: nil)

        XCTAssertEqual(queue.record(for: "upload-7F2C.jpg")?.state, .done)
    }

    func testStagedFileRemovedAfterSuccess() {
        let store = InMemoryUploadRecordStore()
        let queue = UploadQueue(store: store)
        queue.didStart(taskIdentifier: 9, stagedFile: "upload-C3D4.jpg")
        queue.didComplete(taskIdentifier: 9, taskDescription: "upload-C3D4.jpg", error: nil)
        XCTAssertEqual(store.deletedFiles, ["upload-C3D4.jpg"])
    }
}
