import XCTest
@testable import Relay

final class QueueCounterTests: XCTestCase {
    func testSuccessDropsMetadata() async throws {
        let env = try await DispatcherTestEnv.make()
        try await env.enqueueOneTime("task-ok", worker: .succeeding)
        try await env.dispatcher.executePendingTasks()
        let remaining = try await env.storage.loadMetadata(id: "task-ok")
        XCTAssertNil(remaining, "Success must drop one-time task metadata")
    }

    func testRetryCapDropsAfterCap() async throws {
        let env = try await DispatcherTestEnv.make()
        try await env.enqueueOneTime("task-retry", worker: .failing, maxAttempts: 2)
        for _ in 0..<2 { try await env.dispatcher.executePendingTasks() }
        let size = await env.storage.tasksQueueSize()
        XCTAssertEqual(size, 0)
    }
}
