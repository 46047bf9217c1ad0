import RealmSwift
import XCTest
@testable import HollisKit

/// Hollis 3.x stored notes in Realm. LegacyRealmImporter moves them into GRDB on first launch of 4.x.
final class LegacyRealmImporterTests: XCTestCase {
    private var realm: Realm!

    override func setUpWithError() throws {
        Realm.Configuration.defaultConfiguration.inMemoryIdentifier = self.name
        Realm.Configuration.defaultConfiguration.schemaVersion = 5
        realm = try Realm()
        try realm.write {
            realm.add(LegacyNoteObject(uuid: "7C2E", title: "Packing list", body: "passport"))
        }
    }

    func testImportsNotesFromV3Realm() throws {
        let store = try NoteStore(dbQueue: DatabaseQueue())
        try LegacyRealmImporter(realm: realm, store: store).run()
        XCTAssertEqual(try store.allNotes().map(\.uuid), ["7C2E"])
    }
}
