import XCTest
@testable import CairnKit

final class TrailConditionsRefreshTests: XCTestCase {
    func testRefreshStoresConditions() async throws {
        let store = InMemoryConditionsStore()
        let job = TrailConditionsRefreshJob(client: StubConditionsClient.sample, store: store)
        try await job.run()
        XCTAssertEqual(store.conditions.count, 3)
    }
}
