import XCTest
@testable import Reelbox

final class ArtworkCacheTests: XCTestCase {
    func testEvictsOldestWhenOverBudget() async throws {
        let cache = ArtworkCache(budgetBytes: 3_000)
        for i in 0..<4 { await cache.insert(Data(count: 1_000), for: "art-\(i)") }
        let hasOldest = await cache.contains("art-0")
        XCTAssertFalse(hasOldest)
    }
}
