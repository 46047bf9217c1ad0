import XCTest
import shared
@testable import iosApp

final class TrailConditionSyncTests: XCTestCase {
    func testRefreshMergesNewReportsIntoCache() async throws {
        let store = InMemoryConditionStore()
        let sync = TrailConditionSync(api: FakeConditionsApi(reports: [.sample(id: "r1"), .sample(id: "r2")]), store: store)

        try await sync.refresh(region: "cascades-north")

        XCTAssertEqual(store.reports(region: "cascades-north").map(\.id), ["r1", "r2"])
    }

    func testRefreshKeepsCacheWhenApiFails() async throws {
        let store = InMemoryConditionStore(seed: [.sample(id: "old")])
        let sync = TrailConditionSync(api: FakeConditionsApi(error: URLError(.timedOut)), store: store)

        await XCTAssertThrowsErrorAsync(try await sync.refresh(region: "cascades-north"))

        XCTAssertEqual(store.reports(region: "cascades-north").map(\.id), ["old"])
    }
}
