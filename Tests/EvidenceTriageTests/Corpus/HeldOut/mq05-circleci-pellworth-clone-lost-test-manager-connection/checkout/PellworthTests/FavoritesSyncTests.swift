import XCTest
@testable import Pellworth

final class FavoritesSyncTests: XCTestCase {
    func testMergeKeepsNewestEdit() async throws {
        let merged = try await FavoritesSync(remote: .fixture, local: .fixture).merge()
        XCTAssertEqual(merged.first?.nickname, "Home (new)")
    }
}
