import XCTest
import CoreData
@testable import Pinewick

final class OrderSyncTests: XCTestCase {
    var stack: DataStack!

    override func setUpWithError() throws {
        stack = try DataStack.makeForTesting()
    }

    func testBackgroundImportSavesWhileOrderIsEdited() throws {
        let order = try stack.seedOrder(number: "PW-1042", status: "open")
        // user edits the same order on the main context
        order.note = "leave at side door"
        let importer = OrderImporter(stack: stack)
        XCTAssertNoThrow(try importer.apply([.init(number: "PW-1042", status: "shipped")]))
        XCTAssertNoThrow(try stack.viewContext.save())
    }

    func testInMemoryEditWinsOverImportedNote() throws {
        let order = try stack.seedOrder(number: "PW-2001", status: "open")
        order.note = "ring twice"
        try OrderImporter(stack: stack).apply([.init(number: "PW-2001", status: "open", note: "server note")])
        stack.viewContext.refresh(order, mergeChanges: true)
        XCTAssertEqual(order.note, "ring twice")
    }

    func testBatchImportPostsRemoteChange() throws {
        let posted = expectation(forNotification: .NSPersistentStoreRemoteChange, object: stack.coordinator)
        try OrderImporter(stack: stack).batchInsert((1...50).map { .init(number: "PW-9\($0)", status: "open") })
        wait(for: [posted], timeout: 10)
    }
}
