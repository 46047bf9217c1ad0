import XCTest
@testable import Brackwater

final class MooringSyncJobTests: XCTestCase {
    final class MemoryStore: BerthStore {
        var berths: [Berth] = []
        func append(_ more: [Berth]) { berths += more }
    }

    let remote = [Berth(id: "A1", pontoon: "A", lengthMetres: 10), Berth(id: "A2", pontoon: "A", lengthMetres: 12)]

    func testFirstRunStoresBerths() async throws {
        let store = MemoryStore()
        try await MooringSyncJob(fetch: { self.remote }, store: store).run()
        XCTAssertEqual(store.berths.count, 2)
    }

    func testSecondRunDoesNotDuplicateBerths() async throws {
        let store = MemoryStore()
        let job = MooringSyncJob(fetch: { self.remote }, store: store)
        try await job.run()
        try await job.run()
        XCTAssertEqual(store.berths.count, 2, "a repeated sync must not duplicate berths")
    }
}
