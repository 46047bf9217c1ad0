import XCTest
import CoreData
@testable import Larkspur

final class NotesStoreTests: XCTestCase {
    override func setUp() { super.setUp(); NotesStack.setUp(inMemory: true) }
    override func tearDown() { NotesStack.cleanUp(); super.tearDown() }

    func testInsertAssignsIdentifier() {
        let note = Note.insert(in: NotesStack.defaultContext())
        XCTAssertNotNil(note.identifier)
    }

    func testSavedNoteIsFetched() throws {
        let ctx = NotesStack.defaultContext()
        let note = Note.insert(in: ctx)
        note.title = "Groceries"
        try ctx.save()
        let fetched = try ctx.fetch(Note.fetchRequest())
        XCTAssertEqual(fetched.map(\.title), ["Groceries"])
    }
}
