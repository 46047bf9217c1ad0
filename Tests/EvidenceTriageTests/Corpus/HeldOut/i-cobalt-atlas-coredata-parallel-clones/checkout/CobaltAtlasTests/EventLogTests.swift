import XCTest
import CoreData
@testable import CobaltAtlas

final class EventLogTests: XCTestCase {
    var store: EventStore!

    override func setUp() {
        super.setUp()
        store = EventStore(inMemory: true)
    }

    func testLogEvent() throws {
        try store.log("launch", metadata: [:])
        XCTAssertEqual(try store.container.viewContext.count(for: EventEntry.fetchRequest()), 1)
    }

    func testLogNestedMetadata() throws {
        XCTAssertNoThrow(try store.log("sync", metadata: ["page": ["cursor": "c-91", "size": 50]]))
    }

    func testLogArrayMetadata() throws {
        XCTAssertNoThrow(try store.log("upload", metadata: ["ids": [4, 8, 15]]))
    }
}
