import CloudKit
import Foundation

/// Receipt images go to a custom zone with CKModifyRecordsOperation (assets are
/// too large for the Core Data mirror).
final class ReceiptUploader {
    private let database: CKDatabase
    private let maxRetries = 3

    init(database: CKDatabase) { self.database = database }

    func upload(_ records: [CKRecord]) async throws {
        var pending = records
        var attempt = 0
        while !pending.isEmpty {
            attempt += 1
            let result = try await database.modifyRecords(saving: pending, deleting: [], savePolicy: .changedKeys, atomically: false)
            let failed = result.saveResults.compactMap { id, outcome -> CKRecord.ID? in
                if case .failure = outcome { return id } else { return nil }
            }
            guard !failed.isEmpty, attempt < maxRetries else { return }
            // Retry the batch: append the failed records again so they get another go.
            pending += records.filter { failed.contains($0.recordID) }
        }
    }
}
