import CoreData
import XCTest
@testable import Fieldbook

@MainActor
final class EntryEditorViewModelTests: XCTestCase {
    func testSaveAfterBackgroundSyncKeepsLocalTitle() async throws {
        let persistence = PersistenceController(inMemory: true)
        let view = persistence.container.viewContext
        let entry = try JournalEntry.insert(id: UUID(), title: "Skye, day 1", body: "", in: view)
        try view.save()
        let model = EntryEditorViewModel(entry: entry, context: view)
        model.title = "Skye, day one"

        // A background sync lands while the editor is open.
        let sync = persistence.newBackgroundContext()
        try await sync.perform {
            let remote = try sync.existingObject(with: entry.objectID) as! JournalEntry
            remote.body = "Quiraing in cloud."
            try sync.save()
        }

        try model.save()
        XCTAssertEqual(entry.title, "Skye, day one")
    }
}
