import XCTest
@testable import Reelnight

final class WatchlistDigestTests: XCTestCase {
    func testProviderLoadPopulatesAvailability() async throws {
        let db = try AppDatabase.inMemory()
        let repo = LiveMediaRepository(database: db, api: .stub(providers: .fixtures))
        let loader = WatchlistProviderLoader(api: .stub(providers: .fixtures), repository: repo)
        _ = try await loader.load(for: WatchlistItem.fixtures(count: 3), region: "US")

        let candidates = try LocalDigestQuery(database: db).candidates(on: .fixtureEvening)
        XCTAssertEqual(candidates.count, 3, "No local digest candidates")
    }
}
