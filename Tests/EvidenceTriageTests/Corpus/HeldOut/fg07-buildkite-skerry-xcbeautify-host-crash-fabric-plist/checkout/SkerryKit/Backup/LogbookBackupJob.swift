import Foundation

public final class LogbookBackupJob {
    public static let taskIdentifier = "com.skerry.logbook.backup"
    private let store: LogbookStore
    private let uploader: BackupUploader

    public init(store: LogbookStore, uploader: BackupUploader) {
        self.store = store
        self.uploader = uploader
    }

    public func run() async throws {
        let since = store.lastBackedUpEntryID
        for batch in store.entries(after: since).chunked(into: 50) {
            try Task.checkCancellation()
            try await uploader.upload(batch)
            store.lastBackedUpEntryID = batch.last?.id
        }
    }
}
