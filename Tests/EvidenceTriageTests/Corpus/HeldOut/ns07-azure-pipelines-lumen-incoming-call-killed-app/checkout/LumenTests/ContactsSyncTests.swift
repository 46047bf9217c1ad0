import XCTest
@testable import Lumen

final class ContactsSyncTests: XCTestCase {
    func testSyncPicksUpNewContact() async throws {
        let store = InMemoryContactStore()
        let sync = ContactsSync(store: store)
        try await sync.start()
        store.add(.fixture(name: "Mere"))
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertTrue(sync.contacts.contains { $0.name == "Mere" })
    }
}
