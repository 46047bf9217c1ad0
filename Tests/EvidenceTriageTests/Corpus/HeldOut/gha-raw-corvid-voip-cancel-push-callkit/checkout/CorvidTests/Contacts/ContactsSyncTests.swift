import XCTest
@testable import Corvid

final class ContactsSyncTests: XCTestCase {
    func testMergeKeepsNewestAvatar() async throws {
        let store = InMemoryContactStore()
        let sync = ContactsSync(store: store, remote: StubContactsRemote.twoAvatarRevisions)
        try await sync.run()
        let avatar = try XCTUnwrap(store.contact(id: "k-77")?.avatarRevision)
        XCTAssertEqual(avatar, "avatar-v3")
    }
}
