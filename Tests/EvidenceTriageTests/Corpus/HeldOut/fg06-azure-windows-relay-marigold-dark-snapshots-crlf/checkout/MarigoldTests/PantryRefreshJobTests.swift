import XCTest
@testable import MarigoldKit

private final class InMemoryPantryStore: PantryStore {
    var items: [PantryItem] = []
    var cursor: String?
    var lastRefreshed: Date?
}

private struct FailingPantryAPI: PantryAPI {
    func fetchPantry(since cursor: String?) async throws -> (items: [PantryItem], cursor: String) {
        throw URLError(.notConnectedToInternet)
    }
}

final class PantryRefreshJobTests: XCTestCase {
    func test_failedFetchKeepsPreviousPantry() async {
        let store = InMemoryPantryStore()
        store.items = PantryItem.fixtures(count: 12)
        store.cursor = "c-0412"
        let job = PantryRefreshJob(api: FailingPantryAPI(), store: store)

        do {
            try await job.run()
            XCTFail("expected the injected network error")
        } catch {}

        XCTAssertEqual(store.items.count, 12, "old pantry must stay readable after a failed refresh")
        XCTAssertEqual(store.cursor, "c-0412")
    }
}
