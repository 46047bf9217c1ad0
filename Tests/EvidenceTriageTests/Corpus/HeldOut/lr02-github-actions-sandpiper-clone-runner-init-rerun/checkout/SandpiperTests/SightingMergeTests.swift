import XCTest
@testable import Sandpiper

final class SightingMergeTests: XCTestCase {
    private let merger = SightingMerger()

    func testDistinctHotspotsAreKept() {
        let a = Sighting.fixture(species: "norpin", hotspot: "L1", count: 2, at: "2026-11-20T07:10:00Z")
        let b = Sighting.fixture(species: "norpin", hotspot: "L2", count: 5, at: "2026-11-20T07:20:00Z")
        XCTAssertEqual(merger.merge([a, b]).count, 2)
    }

    func testMergeKeepsNewestObservation() {
        let early = Sighting.fixture(species: "norpin", hotspot: "L1", count: 2, at: "2026-11-20T07:10:00Z")
        let late = Sighting.fixture(species: "norpin", hotspot: "L1", count: 3, at: "2026-11-20T08:45:00Z")

        let merged = merger.merge([early, late])

        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged.first?.count, 3, "the later report replaces the earlier one")
    }
}
