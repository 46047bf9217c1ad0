import RealmSwift
import XCTest
@testable import Wayfarer

final class OfflineRegionStoreTests: XCTestCase {

    private func makeStore() async throws -> OfflineRegionStore {
        var config = Realm.Configuration.wayfarerDefault
        config.inMemoryIdentifier = name
        return try await OfflineRegionStore(configuration: config)
    }

    func testSaveThenFetchRoundTrips() async throws {
        let store = try await makeStore()
        try await store.save(.fixture(id: "lis", name: "Lisbon"))
        let count = await store.regions(downloadedAfter: .distantPast).count
        XCTAssertEqual(count, 1)
    }

    @MainActor
    func testRegionsFetchedOnActorAreReadableOnMain() async throws {
        let store = try await makeStore()
        try await store.save(.fixture(id: "opo", name: "Porto"))
        try await store.save(.fixture(id: "lis", name: "Lisbon"))

        let regions = await store.regions(downloadedAfter: .distantPast)
        let names = regions.map(\.name)
        XCTAssertEqual(names, ["Lisbon", "Porto"])
    }
}
