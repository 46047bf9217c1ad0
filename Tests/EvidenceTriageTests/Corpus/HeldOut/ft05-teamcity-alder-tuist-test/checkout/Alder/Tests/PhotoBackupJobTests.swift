import XCTest
@testable import Alder

final class PhotoBackupJobTests: XCTestCase {
    func testUploadsPendingItems() async throws {
        let store = InMemoryUploadStore(items: [.init(id: "p1", state: .pending), .init(id: "p2", state: .pending)])
        let uploader = FakeUploader()
        try await PhotoBackupJob(queue: UploadQueue(store: store), uploader: uploader).run()
        XCTAssertEqual(uploader.uploaded.map(\.id), ["p1", "p2"])
    }

    func testCancellationReturnsItemToPending() async throws {
        let store = InMemoryUploadStore(items: [.init(id: "p1", state: .pending)])
        let uploader = FakeUploader(throwing: CancellationError())
        try? await PhotoBackupJob(queue: UploadQueue(store: store), uploader: uploader).run()
        XCTAssertEqual(store.state(of: "p1"), .pending)
    }

    func testInterruptedUploadIsRequeuedOnNextRun() async throws {
        // The previous run was killed by the system mid-upload (task expired,
        // no cancellation delivered): two items are still marked `uploading`.
        let store = InMemoryUploadStore(items: [
            .init(id: "p1", state: .uploaded),
            .init(id: "p2", state: .uploading),
            .init(id: "p3", state: .uploading),
        ])
        let queue = UploadQueue(store: store)
        XCTAssertEqual(queue.pendingItems().map(\.id), ["p2", "p3"], "orphaned uploads must be picked up again")

        let uploader = FakeUploader()
        try await PhotoBackupJob(queue: queue, uploader: uploader).run()
        XCTAssertEqual(uploader.uploaded.count, 2)
    }
}
