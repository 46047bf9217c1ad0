import CloudKit

public final class SyncCoordinator {
    let database: CloudDatabase
    let maxRetry: Int
    public init(database: CloudDatabase, maxRetry: Int) { self.database = database; self.maxRetry = maxRetry }

    public func upload(_ snapshot: Bucket, retry: Int = 0) async throws {
        do {
            let merged = try await database.fetchMerged(snapshot)
            try await database.save(merged.toRecord())
        } catch CKError.serverRecordChanged where retry < maxRetry {
            try await upload(snapshot, retry: retry + 1)
        } catch CKError.serverRecordChanged {
            // Give up merging: write the local delta as its own record.
            try await upload(snapshot, retry: 1)
        }
    }
}
