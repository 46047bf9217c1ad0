import XCTest
import CoreData
@testable import Tallybook

final class AttachmentStoreTests: XCTestCase {
    private var stack: CoreDataStack!

    override func setUpWithError() throws {
        stack = try CoreDataStack.inMemory(bundle: Bundle(for: AttachmentStoreTests.self))
    }

    override func tearDown() {
        stack = nil
    }

    func testInsertAttachment() throws {
        let context = stack.viewContext
        let entity = try XCTUnwrap(NSEntityDescription.entity(forEntityName: "Attachment", in: context))
        let attachment = NSManagedObject(entity: entity, insertInto: context)
        attachment.setValue("receipt-0042.pdf", forKey: "fileName")
        XCTAssertNoThrow(try context.save())
    }

    func testFetchAttachmentsForInvoice() throws {
        let store = AttachmentStore(stack: stack)
        let invoiceID = UUID()
        try store.add(fileName: "scan-1.jpg", invoiceID: invoiceID)
        let fetched = try XCTUnwrap(try? store.attachments(for: invoiceID))
        XCTAssertEqual(fetched.map(\.fileName), ["scan-1.jpg"])
    }

    func testInvoiceEntityStillLoads() throws {
        let context = stack.viewContext
        XCTAssertNotNil(NSEntityDescription.entity(forEntityName: "Invoice", in: context))
    }
}
