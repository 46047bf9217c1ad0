import XCTest
@testable import Tern

final class SightingMergeTests: XCTestCase {
    func testMergeKeepsNewestCount() {
        let local = Sighting(species: "Sterna hirundo", count: 4, updatedAt: .init(timeIntervalSince1970: 1_800_000_000))
        let remote = Sighting(species: "Sterna hirundo", count: 7, updatedAt: .init(timeIntervalSince1970: 1_800_000_600))
        let merged = SightingMerger().merge(local: [local], remote: [remote])
        XCTAssertEqual(merged.first?.count, 7)
    }

    func testMergeDropsTombstones() {
        let remote = Sighting(species: "Larus argentatus", count: 0, updatedAt: .now, deleted: true)
        XCTAssertTrue(SightingMerger().merge(local: [], remote: [remote]).isEmpty)
    }
}
