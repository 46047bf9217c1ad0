import XCTest
import CoreData
@testable import EmberStore

final class AttachmentStoreTests: XCTestCase {
    var stack: StoreStack!

    override func setUp() {
        stack = StoreStack(storeType: NSInMemoryStoreType, modelName: "Ember")   // new model + store per test
    }

    func testInsertAttachmentAssignsIdentifier() throws {
        let a = try stack.attachments.insert(name: "scan.pdf", bytes: 2_048)
        XCTAssertNotNil(a.identifier)
    }

    func testFetchAttachmentsForNote() throws {
        try stack.attachments.insert(name: "a.png", bytes: 10, note: "n-1")
        let found = try stack.attachments.fetch(note: "n-1")
        XCTAssertEqual(found.count, 1)
    }
}
