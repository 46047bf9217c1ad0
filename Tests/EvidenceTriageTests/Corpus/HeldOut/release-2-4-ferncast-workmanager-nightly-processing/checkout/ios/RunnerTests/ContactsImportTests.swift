import XCTest
import Contacts
@testable import Runner

final class ContactsImportTests: XCTestCase {
    func testImportReadsAddressBook() throws {
        let importer = FriendImporter(store: CNContactStore())
        let friends = try importer.fetchPodcastFriends()
        XCTAssertFalse(friends.isEmpty)
    }
}
