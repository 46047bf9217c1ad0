import RealmSwift
import Security
import XCTest
@testable import Inkwell

final class StubJournalAPI: JournalAPI {
    var pages: [(entries: [EntryDTO], next: String)] = []
    func changes(since token: String) async throws -> (entries: [EntryDTO], next: String) {
        pages.isEmpty ? ([], token) : pages.removeFirst()
    }
}

final class JournalRefreshJobTests: InkwellTestCase {
    func testRefreshStoresEntriesAndCursor() async throws {
        let keychain = FakeKeychain()
        let api = StubJournalAPI()
        api.pages = [([EntryDTO(id: "e1", body: "hello", updatedAt: Date(timeIntervalSince1970: 1_700_000_000))], "t1")]
        try await JournalRefreshJob(api: api, keyStore: VaultKeyStore(keychain: keychain)).run()
        let realm = try JournalRealm.open(keyStore: VaultKeyStore(keychain: keychain))
        XCTAssertEqual(realm.object(ofType: SyncCursor.self, forPrimaryKey: "journal")?.token, "t1")
    }

    /// The app has journal.realm open (foreground UI), the phone locks, and the refresh task fires.
    func testRefreshAfterLockedKeyReadReusesOpenRealm() async throws {
        let keychain = FakeKeychain()
        let store = VaultKeyStore(keychain: keychain)
        let foregroundRealm = try JournalRealm.open(keyStore: store)   // key now in the keychain
        keychain.lockedStatus = errSecInteractionNotAllowed

        try await JournalRefreshJob(api: StubJournalAPI(), keyStore: store).run()

        XCTAssertFalse(foregroundRealm.isInvalidated)
    }
}
