import XCTest
import KeychainAccess
@testable import Larch

final class SecureNotesTests: XCTestCase {
    func testSavesNoteToSharedAccessGroup() throws {
        let store = SecureNotesStore(keychain: Keychain(service: "app.larch.notes", accessGroup: "K7M2QX9R4B.app.larch.shared"))
        try store.save(Note(id: "n1", body: "take with food"))
        XCTAssertEqual(try store.load(id: "n1")?.body, "take with food")
    }
}
