import GRDB
import XCTest
@testable import HollisKit

final class NoteStoreTests: XCTestCase {
    private var store: NoteStore!

    override func setUpWithError() throws {
        store = try NoteStore(dbQueue: DatabaseQueue())
    }

    func testNotesAreSortedByUpdateDate() throws {
        store.importNotes([.fixture(uuid: "a", updatedAt: 10), .fixture(uuid: "b", updatedAt: 20)])
        XCTAssertEqual(try store.allNotes().map(\.uuid), ["b", "a"])
    }

    func testImportingDuplicateNoteIsIgnored() throws {
        // The export from the old phone contains the same note twice (edited offline).
        let first = Note.fixture(uuid: "4A1F", title: "Groceries", updatedAt: 100)
        let edited = Note.fixture(uuid: "4A1F", title: "Groceries (edited)", updatedAt: 200)
        store.importNotes([first, edited])
        XCTAssertEqual(try store.allNotes().map(\.title), ["Groceries (edited)"])
    }
}
