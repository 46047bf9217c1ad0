import XCTest
import CoreData
@testable import Harvest

final class ContactRefreshJobTests: XCTestCase {
    private var stack: PersistenceStack!
    private var api: StubContactsAPI!

    override func setUpWithError() throws {
        stack = try PersistenceStack.inMemory()
        api = StubContactsAPI(fixture: "contacts-page-1")
        try stack.seed(contacts: [.init(id: "c-1042", name: "Ines Duarte", phone: "+351 21 000 1042", notes: "")])
        api.onFetch = { [stack] in
            // The rep edits the same contact on screen while the refresh is in flight.
            let contact = try stack!.viewContext.fetchContact(id: "c-1042")
            contact.notes = "Prefers calls after 4pm"
            try stack!.viewContext.save()
        }
    }

    func testRefreshAppliesServerChanges() async throws {
        api.onFetch = nil
        let result = await ContactRefreshJob(stack: stack, api: api).run(task: FakeAppRefreshTask(identifier: ContactRefreshJob.identifier))
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(try stack.viewContext.fetchContact(id: "c-1042").phone, "+351 21 000 2099")
    }

    func testRefreshKeepsLocalEdits() async throws {
        let task = FakeAppRefreshTask(identifier: ContactRefreshJob.identifier)
        let result = await ContactRefreshJob(stack: stack, api: api).run(task: task)

        XCTAssertTrue(result.succeeded, "refresh failed: \(result.error.map { String(describing: $0) } ?? "nil")")
        let contact = try stack.viewContext.fetchContact(id: "c-1042")
        XCTAssertEqual(contact.phone, "+351 21 000 2099")
        XCTAssertEqual(contact.notes, "Prefers calls after 4pm")
        XCTAssertEqual(task.completedSuccessfully, true)
    }

    func testRefreshRecordsLastSyncedAt() async throws {
        let result = await ContactRefreshJob(stack: stack, api: api).run(task: FakeAppRefreshTask(identifier: ContactRefreshJob.identifier))
        _ = result
        XCTAssertNotNil(try stack.metadata().lastContactsSync, "lastContactsSync must be written in the same save as the refreshed contacts")
    }
}
