import BackgroundTasks
import Foundation

/// Work behind com.lanternly.journal.backup (BGProcessingTask): exports entries in chunks.
final class BackupJob {
    private let writer: BackupWriter

    init(writer: BackupWriter) { self.writer = writer }

    func run(entries: [JournalEntry]) async throws {
        let chunks = entries.chunked(into: 50)
        try writer.write(name: "manifest.json", BackupManifest(chunkCount: chunks.count, complete: true).encoded())
        for (index, chunk) in chunks.enumerated() {
            try Task.checkCancellation()
            try writer.write(name: String(format: "entries-%04d.jsonl", index), chunk.jsonLines())
        }
    }
}
