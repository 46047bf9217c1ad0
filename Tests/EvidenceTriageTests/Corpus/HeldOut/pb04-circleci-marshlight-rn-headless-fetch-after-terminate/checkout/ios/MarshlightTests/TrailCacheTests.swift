import XCTest
@testable import Marshlight

final class TrailCacheTests: XCTestCase {
    func testPruneKeepsStarredTrails() {
        let old = Date(timeIntervalSince1970: 1_700_000_000)
        let trails = [
            CachedTrail(id: "ridge", starred: true, lastOpened: old),
            CachedTrail(id: "creek", starred: false, lastOpened: old.addingTimeInterval(100)),
            CachedTrail(id: "bluff", starred: false, lastOpened: old.addingTimeInterval(200)),
        ]
        let kept = TrailCache.prune(trails, limit: 2).map(\.id)
        XCTAssertTrue(kept.contains("ridge"), "kept: \(kept)")
    }
}
