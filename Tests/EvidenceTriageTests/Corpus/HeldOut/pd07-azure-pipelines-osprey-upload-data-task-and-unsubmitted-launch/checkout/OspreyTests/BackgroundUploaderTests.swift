import XCTest
@testable import Osprey

final class BackgroundUploaderTests: XCTestCase {
    func testQueuedPhotoUsesUploadTask() throws {
        let uploader = BackgroundUploader(sessionIdentifier: "com.ospreysurvey.osprey.tests.\(UUID().uuidString)")
        let file = try TemporaryPhoto.make(bytes: 64_000)
        let task = try uploader.enqueue(photoAt: file, to: URL(string: "https://api.ospreysurvey.example/v2/photos")!)
        XCTAssertTrue(task is URLSessionUploadTask, "expected an upload task, got \(type(of: task))")
        task.cancel()
    }
}
