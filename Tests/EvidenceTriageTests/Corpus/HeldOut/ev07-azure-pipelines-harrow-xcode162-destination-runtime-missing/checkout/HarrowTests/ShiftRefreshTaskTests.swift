import XCTest
@testable import Harrow

final class ShiftRefreshTaskTests: XCTestCase {
    func testRefreshMergesRotaWithoutDuplicates() async throws {
        let store = InMemoryRotaStore(shifts: [.fixture(id: "S1")])
        let job = RotaRefreshJob(client: StubRotaClient(shifts: [.fixture(id: "S1"), .fixture(id: "S2")]), store: store)
        try await job.run()
        try await job.run()
        XCTAssertEqual(store.shifts.map(\.id), ["S1", "S2"])
    }
}
