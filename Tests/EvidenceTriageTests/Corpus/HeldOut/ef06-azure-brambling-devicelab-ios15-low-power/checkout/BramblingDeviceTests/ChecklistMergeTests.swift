import XCTest
@testable import Brambling

final class ChecklistMergeTests: XCTestCase {

    func testMergesDuplicateSightingsBySpecies() {
        let first = [Sighting(species: "Fringilla montifringilla", count: 14)]
        let second = [Sighting(species: "Fringilla montifringilla", count: 9)]

        let merged = ChecklistMerger().merge(first, second)

        XCTAssertEqual(merged.map(\.count), [14])
    }
}
