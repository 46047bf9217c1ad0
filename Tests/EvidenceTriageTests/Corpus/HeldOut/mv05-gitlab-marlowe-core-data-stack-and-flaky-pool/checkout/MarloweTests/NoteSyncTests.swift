import XCTest
import CoreData
@testable import Marlowe

final class NoteSyncTests: XCTestCase {
    var stack: CoreDataStack!

    override func setUp() {
        super.setUp()
        stack = CoreDataStack(storeType: .inMemory)
    }

    func testEditsInPrivateContextReachMainContext() throws {
        let note = Note.insert(title: "draft", in: stack.mainContext)
        let worker = CoreDataStack(storeType: .inMemory).newPrivateContext()   // a second stack's coordinator
        let edited = try worker.existingObject(with: note.objectID) as! Note
        edited.title = "final"
        try worker.save()
        XCTAssertEqual(note.title, "final")
    }

    func testPinnedViewContextSaves() throws {
        stack.mainContext.shouldPinToCurrentQueryGeneration = true
        Note.insert(title: "pinned", in: stack.mainContext)
        try stack.mainContext.save()
        XCTAssertEqual(try stack.mainContext.count(for: Note.fetchRequest()), 1)
    }
}
