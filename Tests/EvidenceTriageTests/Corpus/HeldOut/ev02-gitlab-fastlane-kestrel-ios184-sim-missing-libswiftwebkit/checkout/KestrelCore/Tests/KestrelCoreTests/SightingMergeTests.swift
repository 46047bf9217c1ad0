import XCTest
@testable import KestrelCore

final class SightingMergeTests: XCTestCase {
    private let dawn = Date(timeIntervalSince1970: 1_743_480_000)

    func testMergeKeepsNewestFieldNote() {
        let local = Sighting(ringNumber: "EX 40211", species: "Reed warbler", fieldNote: "Heard only",
                             observedAt: dawn, editedAt: dawn)
        let remote = Sighting(ringNumber: "EX 40211", species: "Reed warbler", fieldNote: "Pair nesting in reeds",
                              observedAt: dawn, editedAt: dawn.addingTimeInterval(3_600))
        let merged = SightingMerger.merge(local: [local], remote: [remote])
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged.first?.fieldNote, "Pair nesting in reeds")
    }

    func testMergeDeduplicatesByRingNumber() {
        let a = Sighting(ringNumber: "EX 40212", species: "Sedge warbler", fieldNote: "", observedAt: dawn, editedAt: dawn)
        XCTAssertEqual(SightingMerger.merge(local: [a], remote: [a]).count, 1)
    }
}
