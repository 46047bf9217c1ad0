import Foundation

final class SyncUpJob {
    private let store: LocalRecordStore
    private let server: RecordServer
    init(store: LocalRecordStore, server: RecordServer) { self.store = store; self.server = server }

    func run() async throws {
        for record in try store.locallyModified() {
            if record.serverId == nil {
                let created = try await server.create(record)
                // re-read: if the record was edited meanwhile, the fresh copy still has no serverId
                try store.cleanAndSave(localId: record.localId, serverId: created.id, ifUnchangedSince: record.modifiedAt)
            } else {
                try await server.update(record)
                try store.clean(localId: record.localId)
            }
        }
    }
}
