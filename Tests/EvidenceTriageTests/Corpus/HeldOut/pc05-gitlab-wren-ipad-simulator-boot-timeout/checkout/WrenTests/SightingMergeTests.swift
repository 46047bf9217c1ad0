import XCTest
@testable import Wren

final class SightingMergeTests: XCTestCase {
    func testMergeKeepsEarliestTimestamp() {
        let early = Sighting(species: "Troglodytes troglodytes", count: 2, seenAt: Date(timeIntervalSince1970: 1_700_000_000))
        let late = Sighting(species: "Troglodytes troglodytes", count: 3, seenAt: Date(timeIntervalSince1970: 1_700_003_600))
        let merged = SightingMerger().merge([late, early])
        XCTAssertEqual(merged.first?.seenAt, early.seenAt)
    }
}
