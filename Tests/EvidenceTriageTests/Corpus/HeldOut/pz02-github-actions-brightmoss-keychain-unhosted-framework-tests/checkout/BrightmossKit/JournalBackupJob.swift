import Foundation

public final class JournalBackupJob {
    let cursor: CursorStore
    let uploader: Uploading
    let source: EntrySource

    public init(cursor: CursorStore, uploader: Uploading, source: EntrySource) {
        self.cursor = cursor; self.uploader = uploader; self.source = source
    }

    /// Uploads entries after the cursor in batches of 20. Called from the
    /// com.brightmoss.app.backup processing task and from Settings > Back up now.
    public func run() async throws {
        var position = cursor.value
        while let batch = source.batch(after: position, limit: 20) {
            position += batch.count
            cursor.value = position
            try await uploader.upload(batch)
        }
    }
}
