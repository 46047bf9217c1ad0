import CloudKit
import Foundation

/// Resolves `serverRecordChanged` conflicts that come back from a
/// CKModifyRecordsOperation, usually wrapped in a `partialFailure`.
struct ConflictResolver {
    struct Resolution {
        let record: CKRecord
        let recordName: String
    }

    func resolutions(for error: Error, pending: [String: CKRecord]) -> [Resolution] {
        let nsError = error as NSError
        guard nsError.domain == CKErrorDomain, nsError.code == CKError.partialFailure.rawValue,
              let errorsByItemID = nsError.userInfo[CKPartialErrorsByItemIDKey] as? [String: NSError] else {
            return []
        }
        return errorsByItemID.compactMap { name, itemError in
            guard itemError.code == CKError.serverRecordChanged.rawValue,
                  let client = pending[name] else { return nil }
            return Resolution(record: merge(itemError, client: client), recordName: name)
        }
    }

    /// Last-writer-wins on `modifiedAt`.
    func merge(_ itemError: NSError, client: CKRecord) -> CKRecord {
        guard let server = itemError.userInfo[CKRecordChangedErrorServerRecordKey] as? CKRecord else {
            return client
        }
        let clientDate = client["modifiedAt"] as? Date ?? .distantPast
        let serverDate = server["modifiedAt"] as? Date ?? .distantPast
        return clientDate >= serverDate ? client : server
    }
}
