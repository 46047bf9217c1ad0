import XCTest
import CoreStore
@testable import JuniperNotes

final class NoteStoreTests: XCTestCase {
    private var stack: DataStack!

    override func setUpWithError() throws {
        stack = DataStack(xcodeModelName: "JuniperModel")
        try stack.addStorageAndWait(InMemoryStore())
        CoreStoreDefaults.dataStack = stack
    }

    override func tearDown() {
        stack = nil
        super.tearDown()
    }

    func testInsertAndCountOnTestStack() throws {
        try stack.perform(synchronous: { transaction in
            let note = transaction.create(Into<Note>())
            note.title = "Ideas"
        })
        XCTAssertEqual(try stack.fetchCount(From<Note>()), 1)
    }

    func testInsertThenFetchFromDefaultStack() throws {
        let store = NoteStore()   // reads and writes through the CoreStore defaults
        try store.insert(title: "Groceries", body: "oat milk, lemons")
        let notes = try store.fetchAll()
        XCTAssertEqual(notes.map(\.title), ["Groceries"])
    }
}
