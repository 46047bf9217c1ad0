import XCTest
@testable import Larkspur

final class PhotoCompactionJobTests: XCTestCase {
    func testCompactsAllPendingBatches() async throws {
        let photos = FakePhotoLibrary(pendingPhotos: 120)
        let writer = RecordingCompactionWriter()
        try await PhotoCompactionJob(photos: photos, writer: writer).run()
        XCTAssertEqual(writer.committedBatches, 6)
    }

    func testRerunAfterCompletionIsNoop() async throws {
        let photos = FakePhotoLibrary(pendingPhotos: 40)
        let writer = RecordingCompactionWriter()
        let job = PhotoCompactionJob(photos: photos, writer: writer)
        try await job.run()
        try await job.run()
        XCTAssertEqual(writer.committedBatches, 2)
    }

    func testExpirationStopsRemainingBatches() async throws {
        let photos = FakePhotoLibrary(pendingPhotos: 120, encodeDelay: .milliseconds(50))
        let writer = RecordingCompactionWriter()
        let job = PhotoCompactionJob(photos: photos, writer: writer)
        // Simulate the BGProcessingTask expiring once the second batch is committed.
        writer.onCommit = { count in if count == 2 { job.cancel() } }

        _ = try? await job.run()

        XCTAssertEqual(writer.committedBatches, 2, "batches were committed after the expiration handler ran")
        XCTAssertTrue(photos.encodingStoppedAfterCancel)
    }
}
