import XCTest
@testable import WrenfoldKit

final class LocationNotesManagerTests: XCTestCase {
    func testEmptyStateTitleIsLocalized() {
        let manager = LocationNotesManager(store: InMemoryNotesStore())
        let title = manager.emptyStateTitle
        XCTAssertNotEqual(title, "location_notes.empty_title",
                          "expected a localized string, got the key")
    }

    func testNotesSortedByVisitDate() {
        let manager = LocationNotesManager(store: InMemoryNotesStore(fixtures: .threeVisits))
        XCTAssertEqual(manager.notes.map(\.venue), ["Harbour Baths", "Kiln Yard", "Old Ropeworks"])
    }
}
