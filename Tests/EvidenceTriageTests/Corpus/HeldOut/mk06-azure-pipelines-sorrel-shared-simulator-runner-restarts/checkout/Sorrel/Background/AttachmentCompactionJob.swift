import Foundation

/// Runs inside the com.sorrel.notes.compact processing task; `expiration` is the task's expiration signal.
struct AttachmentCompactionJob {
    let root: URL

    func run(expiration: ExpirationSignal) async throws {
        for file in try attachments() {
            let tmp = file.appendingPathExtension("tmp")
            try compress(file, to: tmp)
            if expiration.isExpired { throw CancellationError() }   // returns with `tmp` still on disk
            _ = try FileManager.default.replaceItemAt(file, withItemAt: tmp)
        }
    }
}
