import Foundation
import RealmSwift

protocol JournalAPI {
    func changes(since token: String) async throws -> (entries: [EntryDTO], next: String)
}

struct EntryDTO: Equatable {
    let id: String
    let body: String
    let updatedAt: Date
}

/// The work behind com.inkwellapp.journal.refresh: pull changed entries into journal.realm.
final class JournalRefreshJob {
    private let api: JournalAPI
    private let keyStore: VaultKeyStore

    init(api: JournalAPI, keyStore: VaultKeyStore) {
        self.api = api
        self.keyStore = keyStore
    }

    func run() async throws {
        let realm = try JournalRealm.open(keyStore: keyStore)
        let cursor = realm.object(ofType: SyncCursor.self, forPrimaryKey: "journal")?.token ?? ""
        let page = try await api.changes(since: cursor)
        try realm.write {
            for dto in page.entries {
                realm.add(Entry(value: ["id": dto.id, "body": dto.body, "updatedAt": dto.updatedAt]), update: .modified)
            }
            realm.add(SyncCursor(value: ["name": "journal", "token": page.next]), update: .modified)
        }
    }
}
