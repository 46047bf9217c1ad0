import XCTest
@testable import Parcelpost

final class DeliveryPhotoUploadTests: XCTestCase {
    func testUploadSendsEveryChunk() async throws {
        let transport = RecordingTransport()
        try await DeliveryPhotoUploader(transport: transport, progress: .inMemory()).upload(.fixture(chunks: 5))
        XCTAssertEqual(transport.sent.count, 5)
    }

    func testUploadResumesAfterExpiration() async throws {
        let transport = RecordingTransport(blockAfter: 3)
        let progress = UploadProgressStore.inMemory()
        let uploader = DeliveryPhotoUploader(transport: transport, progress: progress)
        let photo = DeliveryPhoto.fixture(chunks: 5)
        let task = Task { try await uploader.upload(photo) }
        await transport.waitUntilBlocked()
        uploader.expire(photo, running: task)
        transport.unblock()
        try await uploader.upload(photo)
        XCTAssertEqual(transport.firstIndexOfSecondRun, 3, "upload restarted from chunk 0 after expiration")
    }
}
