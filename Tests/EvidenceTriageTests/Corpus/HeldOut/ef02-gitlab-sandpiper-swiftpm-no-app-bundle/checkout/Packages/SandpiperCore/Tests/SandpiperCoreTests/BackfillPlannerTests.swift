import XCTest
@testable import SandpiperCore

final class BackfillPlannerTests: XCTestCase {

    func testAdvancesCursorAfterSuccessfulPage() async throws {
        let store = InMemorySightingsStore(cursor: "page-6")
        let client = StubSightingsClient(pages: ["page-6": .init(sightings: [.fixture(id: 61)], nextCursor: "page-7")])
        let planner = BackfillPlanner(client: client, store: store)

        try await planner.runOnePage()

        XCTAssertEqual(store.cursor, "page-7")
        XCTAssertEqual(store.sightings.map(\.id), [61])
    }

    func testCursorAdvancesOnlyAfterCommit() async throws {
        let store = InMemorySightingsStore(cursor: "page-6")
        store.failNextInsert = StoreError.diskFull
        let client = StubSightingsClient(pages: ["page-6": .init(sightings: [.fixture(id: 61)], nextCursor: "page-7")])
        let planner = BackfillPlanner(client: client, store: store)

        do {
            try await planner.runOnePage()
            XCTFail("expected the injected write error")
        } catch {}

        XCTAssertEqual(store.cursor, "page-6", "a page whose write failed must be fetched again")
    }
}
