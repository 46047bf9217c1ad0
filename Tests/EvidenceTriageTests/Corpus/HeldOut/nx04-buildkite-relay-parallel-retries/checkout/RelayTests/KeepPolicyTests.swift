import XCTest
import BackgroundTasks
@testable import Relay

final class KeepPolicyTests: XCTestCase {
    var storage: TaskStorage!
    var fake: FakeTaskScheduler!

    override func setUp() async throws {
        storage = TaskStorage(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        fake = FakeTaskScheduler(rejectDuplicateSubmits: true)
    }

    func testConcurrentKeepEnqueuesLeaveMetadata() async throws {
        let scheduler = NativeTaskScheduler(storage: storage, scheduler: fake)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<5 {
                group.addTask { try? await scheduler.enqueue(id: "sync-outbox", policy: .keep, payload: Data("x".utf8)) }
            }
        }
        let metadata = try await storage.loadMetadata(id: "sync-outbox")
        XCTAssertNotNil(metadata, "Metadata should exist after concurrent KEEP enqueues")
    }
}
