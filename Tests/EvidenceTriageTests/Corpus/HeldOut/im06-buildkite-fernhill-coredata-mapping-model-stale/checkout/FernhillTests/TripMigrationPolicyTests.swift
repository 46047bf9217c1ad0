import XCTest
@testable import Fernhill

final class TripMigrationPolicyTests: XCTestCase {
    func testSplitsSemicolonNotes() {
        XCTAssertEqual(TripNotesMigrationPolicy.stopNames(fromLegacyNotes: "Ashby; Croft Lane;"), ["Ashby", "Croft Lane"])
    }

    func testSplitsLegacyNotesIntoStops() {
        // Fernhill 3.0-3.4 wrote one stop per line; 3.5 switched to semicolons. Both exist in the wild.
        let notes = "Ashby\nCroft Lane\nFernhill Interchange"
        XCTAssertEqual(TripNotesMigrationPolicy.stopNames(fromLegacyNotes: notes).count, 3, "stops created from legacy notes")
    }
}
