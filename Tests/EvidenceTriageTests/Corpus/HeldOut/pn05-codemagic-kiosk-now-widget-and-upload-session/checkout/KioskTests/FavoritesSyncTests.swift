import XCTest
@testable import Kiosk

final class FavoritesSyncTests: XCTestCase {
    func testMergesRemoteFavorites() async throws {
        let sync = FavoritesSync(local: ["s1"], remote: MockFavoritesRemote(ids: ["s2", "s3"]))
        try await sync.run()
        XCTAssertEqual(sync.local.sorted(), ["s1", "s2", "s3"])
    }
}
