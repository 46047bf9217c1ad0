import CoreData
import XCTest
@testable import BrackenlowKit

final class DraftCleanupTests: XCTestCase {
    /// Loaded from the framework bundle; shared so the model is built only once.
    /// Nothing resets the store between tests.
    static let stack = InMemoryContainer(modelBundle: Bundle(for: DraftStore.self))

    func testArchiveKeepsSubmitted() throws {
        let store = DraftStore(context: Self.stack.viewContext)
        try store.insertSubmitted(3)
        try DraftArchiver(context: Self.stack.viewContext).run()
        XCTAssertEqual(try store.count(), 3)
    }

    func testCleanupDeletesOnlyDrafts() throws {
        let store = DraftStore(context: Self.stack.viewContext)
        try store.insertDrafts(3)
        try store.insertSubmitted(2)
        try DraftCleanup(context: Self.stack.viewContext).run()
        XCTAssertEqual(try store.count(), 2)
    }
}
