import CoreData
import XCTest
@testable import Quarry

final class NoteUploadStrategyTests: XCTestCase {
    var stack: CoreDataStack!
    var transport: MockTransport!
    var sut: NoteUploadStrategy!

    override func setUp() {
        super.setUp()
        stack = CoreDataStack.inMemory()
        transport = MockTransport()
        sut = NoteUploadStrategy(syncContext: stack.syncContext, transport: transport)
    }

    func testInsertedNoteIsUploaded() {
        let note = Note.insert(into: stack.viewContext, title: "Outcrop B")
        try! stack.viewContext.save()
        sut.objectsDidChange([note])
        sut.flush()
        XCTAssertEqual(transport.uploadedIDs.count, 1)
    }

    func testDeletedNoteIsRemoved() {
        let note = Note.insert(into: stack.viewContext, title: "Scree slope")
        try! stack.viewContext.save()
        stack.viewContext.delete(note)
        try! stack.viewContext.save()
        sut.objectsDidChange([note])
        sut.flush()
        XCTAssertEqual(transport.deletedIDs.count, 1)
    }
}
