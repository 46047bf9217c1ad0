import XCTest
@testable import Tidemark

final class RegionStoreTests: XCTestCase {
    func testEvictsFarthestWhenOver20Regions() {
        var store = RegionStore(limit: 20)
        (0..<21).forEach { store.add(.fixture(index: $0)) }
        XCTAssertEqual(store.monitored.count, 20)
        XCTAssertFalse(store.monitored.contains { $0.identifier == "fixture-20" })
    }
}
