import XCTest
@testable import App

final class UploadQueueTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func testDrainUploadsInOrder() async throws {
        let queue = UploadQueue(root: root)
        let uploader = RecordingUploader()
        queue.uploader = uploader
        queue.enqueue(try Fixtures.photo("north-elevation.jpg", in: root))
        queue.enqueue(try Fixtures.photo("roof-valley.jpg", in: root))
        try await queue.drain()
        XCTAssertEqual(uploader.names, ["north-elevation.jpg", "roof-valley.jpg"])
    }

    func testCancelledDrainRemovesStagedFiles() async throws {
        let queue = UploadQueue(root: root)
        queue.uploader = RecordingUploader()
        queue.enqueue(try Fixtures.photo("north-elevation.jpg", in: root))

        let drain = Task { try await queue.drain() }
        drain.cancel() // the BGProcessingTask expired before the upload started
        _ = await drain.result

        let staged = try FileManager.default.contentsOfDirectory(atPath: queue.stagingDir.path)
        XCTAssertEqual(staged, [], "staging directory should be empty after a cancelled drain")
    }
}
