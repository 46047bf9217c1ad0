import CoreData
import XCTest
@testable import Fernleaf

@MainActor
final class EntryComposerViewModelTests: XCTestCase {
    func testSaveInsertsEntryIntoTimeline() throws {
        let container = PersistenceController(inMemory: true).container
        let model = EntryComposerViewModel(container: container)
        model.title = "First swim of the year"
        model.mood = .bright

        _ = try model.save()

        let titles = try container.viewContext.fetch(Entry.fetchRequest()).map(\.title)
        XCTAssertEqual(titles, ["First swim of the year"])
    }

    func testEmptyTitleIsRejected() {
        let model = EntryComposerViewModel(container: PersistenceController(inMemory: true).container)
        XCTAssertFalse(model.canSave)
    }
}
