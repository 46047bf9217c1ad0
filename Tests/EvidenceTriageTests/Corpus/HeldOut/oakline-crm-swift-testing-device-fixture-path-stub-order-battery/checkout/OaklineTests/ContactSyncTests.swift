import Testing
import Foundation
import OHHTTPStubs
import OHHTTPStubsSwift
@testable import Oakline

@Suite("Contact sync", .serialized)
struct ContactSyncTests {
    @Test("Pulls stubbed contacts")
    func pullsStubbedContacts() async throws {
        let client = SyncClient.shared
        HTTPStubs.setEnabled(true, for: client.session.configuration)
        stub(condition: isHost("api.oakline.test") && isPath("/v2/contacts")) { _ in
            fixture(filePath: ResourceHelper.url(forResource: "contacts-page1", withExtension: "json").path, headers: ["Content-Type": "application/json"])
        }
        let contacts = try await client.pullContacts()
        #expect(contacts.count == 2)
    }
}
