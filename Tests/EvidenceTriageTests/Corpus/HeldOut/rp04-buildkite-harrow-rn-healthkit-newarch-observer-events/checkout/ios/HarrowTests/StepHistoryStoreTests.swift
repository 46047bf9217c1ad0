import XCTest
@testable import Harrow

final class StepHistoryStoreTests: XCTestCase {
    func testConcurrentWritesKeepDailyTotal() async throws {
        let store = try StepHistoryStore.inMemory()
        await withTaskGroup(of: Void.self) { g in
            for _ in 0..<50 { g.addTask { try? await store.add(steps: 10, day: "2026-08-10") } }
        }
        let total = try await store.total(day: "2026-08-10")
        XCTAssertEqual(total, 500)
    }
}
