import XCTest
@testable import Kestrel

final class PhotoUploadJobTests: XCTestCase {
    func testRerunDoesNotDuplicateUploads() async throws {
        let uploader = FakePhotoUploader()
        let queue = InMemoryPhotoQueue(photos: [.fixture(1), .fixture(2), .fixture(3)])
        let job = PhotoUploadJob(queue: queue, uploader: uploader)
        try await job.run()
        try await job.run()
        XCTAssertEqual(uploader.uploadedIDs.count, 3, "a second run after a completed batch must not upload the same photos again")
    }

    func testExpirationKeepsUnsentPhotosQueued() async throws {
        let uploader = FakePhotoUploader(delayPerPhoto: .milliseconds(5))
        let queue = InMemoryPhotoQueue(photos: (1...10).map(Photo.fixture))
        let job = PhotoUploadJob(queue: queue, uploader: uploader)
        let task = Task { try await job.run() }
        try await Task.sleep(for: .milliseconds(12)); job.cancel(); _ = try? await task.value
        XCTAssertEqual(queue.pending.count + uploader.uploadedIDs.count, 10)
    }
}
