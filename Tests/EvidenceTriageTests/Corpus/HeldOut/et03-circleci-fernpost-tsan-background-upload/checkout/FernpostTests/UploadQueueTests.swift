import XCTest
@testable import Fernpost

final class UploadQueueTests: XCTestCase {
    private var photoURL: URL!

    override func setUpWithError() throws {
        photoURL = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).heic")
        try Data(repeating: 0xAB, count: 4096).write(to: photoURL)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: photoURL)
    }

    func testPendingUploadsAreDeduplicatedByEntry() {
        let queue = UploadQueue(uploader: nil)
        let id = UUID()
        queue.add(PendingUpload(entryID: id, fileURL: photoURL))
        queue.add(PendingUpload(entryID: id, fileURL: photoURL))
        XCTAssertEqual(queue.pending.count, 1)
    }

    func testEnqueuePhotoStartsBackgroundUpload() throws {
        let uploader = BackgroundUploader(endpoint: URL(string: "https://uploads.fernpost.test/v2")!)
        let upload = PendingUpload(entryID: UUID(), fileURL: photoURL)

        let task = try uploader.enqueue(upload)

        XCTAssertEqual(task.originalRequest?.httpMethod, "PUT")
        XCTAssertEqual(task.taskDescription, upload.entryID.uuidString)
        task.cancel()
    }
}
