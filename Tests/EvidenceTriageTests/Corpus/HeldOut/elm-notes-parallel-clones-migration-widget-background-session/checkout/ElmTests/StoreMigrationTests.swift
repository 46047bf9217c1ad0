import CoreStore
import XCTest
@testable import ElmKit

final class StoreMigrationTests: XCTestCase {
    private var storeURL: URL!

    override func setUpWithError() throws {
        storeURL = FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString)
            .appendingPathComponent("Notes.sqlite")
        try FixtureStores.copyV1Store(to: storeURL)   // notes + folders, schema V1
    }

    func testSchemaHistoryEndsAtV2() {
        XCTAssertEqual(NotesSchema.history.currentModelVersion, "V2")
    }

    /// V2 adds the Attachment entity; opening a V1 store must migrate it in place.
    func testMigratesV1StoreToV2() throws {
        let stack = DataStack(NotesSchema.history)
        XCTAssertNoThrow(try NotesStore.open(stack: stack, at: storeURL))
        let notes = try stack.fetchAll(From<Note>())
        XCTAssertEqual(notes.count, 42)
    }
}
