import XCTest
@testable import FieldSync

final class UploadQueueTests: XCTestCase {
    func testQueueIsPersistedAcrossLaunches() throws {
        let store = UploadStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        store.markQueued("1", taskIdentifier: 7)
        XCTAssertEqual(UploadStore(directory: store.directory).queued["1"], 7)
    }

    func testEnqueueStartsBackgroundUpload() throws {
        let store = UploadStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        let queue = UploadQueue(store: store, renderer: StubRenderer(bytes: 412 * 1024))
        let task = try queue.enqueue(.fixture(id: "5521"), to: URL(string: "https://api.ridgeway.example/v2/inspections/5521/report")!)
        XCTAssertEqual(task.state, .running)
        XCTAssertEqual(store.queued["5521"], task.taskIdentifier)
    }

    func testCompletedUploadRemovesStagedFile() throws {
        let store = UploadStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        let staged = try store.stage(Data(count: 10), for: "9")
        store.didComplete("9")
        XCTAssertFalse(FileManager.default.fileExists(atPath: staged.path))
    }
}
