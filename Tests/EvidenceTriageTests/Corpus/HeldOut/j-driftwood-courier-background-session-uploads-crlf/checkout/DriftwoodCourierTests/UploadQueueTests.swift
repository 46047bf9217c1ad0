import XCTest
@testable import DriftwoodCourier

final class UploadQueueTests: XCTestCase {
    private let identifier = "com.driftwood.courier.uploads"

    func testEnqueueUsesBackgroundSession() throws {
        let queue = UploadQueue(sessionIdentifier: identifier)
        let file = try Fixtures.podPhoto(named: "pod-7731.heic")
        let task = queue.enqueue(file, to: URL(string: "https://api.driftwood.test/v2/pods/7731/photo")!)
        XCTAssertEqual(task.state, .running)
    }

    func testResetRecreatesUsableSession() throws {
        let queue = UploadQueue(sessionIdentifier: identifier)
        let old = queue.session
        queue.reset()
        XCTAssertFalse(queue.session === old, "reset() returned the invalidated session for \(identifier)")
    }

    func testMultipartBodyWrittenToFile() throws {
        let body = try MultipartBody(fields: ["podId": "7731"], file: Fixtures.podPhoto(named: "pod-7731.heic"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: body.fileURL.path))
    }
}
