import XCTest
@testable import Larkspur

final class OfflineQueueTests: XCTestCase {
    func testEnqueueWhileOffline() throws {
        let queue = try OfflineQueue(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        try queue.enqueue(.archive(articleID: "a1"))
        XCTAssertEqual(queue.pending.count, 1)
    }

    func testDrainResumesAfterRelaunch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("offline-queue-shared")
        let queue = try OfflineQueue(directory: dir)
        try queue.enqueue(.archive(articleID: "a2"))
        let reopened = try OfflineQueue(directory: dir)
        XCTAssertEqual(reopened.pending.map(\.articleID), ["a2"])
    }
}
