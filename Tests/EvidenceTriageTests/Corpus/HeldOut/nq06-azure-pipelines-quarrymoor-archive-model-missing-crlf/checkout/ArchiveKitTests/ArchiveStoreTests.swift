import XCTest
import CoreData
@testable import ArchiveKit

final class ArchiveStoreTests: XCTestCase {
    func testInsertAndFetchArchivedNote() throws {
        let store = ArchiveStore(inMemory: true)
        let note = NSEntityDescription.insertNewObject(forEntityName: "ArchivedNote", into: store.context)
        note.setValue("Quarry survey", forKey: "title")
        try store.context.save()
        XCTAssertEqual(try store.context.count(for: NSFetchRequest(entityName: "ArchivedNote")), 1)
    }

    func testDeleteCascadesAttachments() throws {
        let store = ArchiveStore(inMemory: true)
        let note = NSEntityDescription.insertNewObject(forEntityName: "ArchivedNote", into: store.context)
        let file = NSEntityDescription.insertNewObject(forEntityName: "Attachment", into: store.context)
        file.setValue(note, forKey: "note")
        store.context.delete(note)
        try store.context.save()
        XCTAssertEqual(try store.context.count(for: NSFetchRequest(entityName: "Attachment")), 0)
    }
}
