import XCTest
import CoreData
@testable import Pipit
@testable import PipitStore

final class JournalStoreTests: XCTestCase {
    var store: JournalStore!

    override func setUpWithError() throws {
        store = try JournalStore(storeType: .inMemory)
    }

    func testSaveEntryPersists() throws {
        try store.save(Entry(habit: "stretch", day: .fixture("2026-10-02")))
        XCTAssertEqual(try store.entries(for: "stretch").count, 1)
    }
}
