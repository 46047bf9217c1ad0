import XCTest
@testable import Marrow

final class NoteStoreTests: XCTestCase {
    func testLoadAfterMigrationReturnsNotes() {
        let store = NoteStore(migrator: Migrator(fixture: .v3WithTwoNotes))
        let notes = store.load()
        XCTAssertEqual(notes.count, 2)
    }
}
