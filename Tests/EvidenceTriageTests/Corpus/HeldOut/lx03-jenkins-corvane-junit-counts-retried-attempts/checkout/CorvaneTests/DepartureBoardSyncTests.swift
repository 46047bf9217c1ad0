import XCTest
@testable import Corvane

final class DepartureBoardSyncTests: XCTestCase {
    struct Offline: Error {}

    func testRefreshStoresEveryStop() async throws {
        let cache = DepartureCache()
        let sync = DepartureBoardSync(fetch: { _ in [Departure(route: "38", minutes: 4)] }, cache: cache)
        try await sync.refresh(stops: ["490000077E", "490007705W"], now: Date())
        XCTAssertEqual(cache.boards.count, 2)
    }

    func testCacheAndTimestampCommittedTogether() async throws {
        let cache = DepartureCache()
        let before = Date(timeIntervalSince1970: 1_790_000_000)
        cache.boards["490000077E"] = [Departure(route: "38", minutes: 9)]
        cache.lastUpdated = before

        let sync = DepartureBoardSync(fetch: { stop in
            if stop == "490007705W" { throw Offline() }
            return [Departure(route: "38", minutes: 2)]
        }, cache: cache)

        do { try await sync.refresh(stops: ["490000077E", "490007705W"], now: before.addingTimeInterval(300)) } catch {}

        XCTAssertEqual(cache.lastUpdated, before, "a failed refresh must not stamp the board as fresh")
        XCTAssertEqual(cache.boards["490000077E"], [Departure(route: "38", minutes: 9)], "a failed refresh must leave the previous board")
    }
}
