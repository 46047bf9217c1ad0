import CloudKit
import os

final class CloudAccount {
    static let log = Logger(subsystem: "com.cirrusnotes.app", category: "Sync")
    let container: CKContainer

    init(container: CKContainer = CKContainer(identifier: "iCloud.com.cirrusnotes.app")) {
        self.container = container
    }

    func status() async throws -> CKAccountStatus {
        let status = try await container.accountStatus()
        Self.log.info("iCloud account status: \(String(describing: status), privacy: .public)")
        return status
    }

    func upload(_ note: Note) async throws -> CKRecord {
        let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: note.id.uuidString))
        record["title"] = note.title
        record["body"] = note.body
        return try await container.privateCloudDatabase.save(record)
    }
}
