import CryptoKit
import Foundation

/// Computes content digests for attachments so search and dedupe can skip unchanged files.
/// (#512) Hashing moved off the main thread: large PDFs blocked the UI.
final class AttachmentIndexer {
    private let store: AttachmentIndexStore
    private let fileManager: FileManager
    private let hashingQueue = DispatchQueue(label: "com.larchmont.attachment-hashing", qos: .utility)

    init(store: AttachmentIndexStore, fileManager: FileManager = .default) {
        self.store = store
        self.fileManager = fileManager
    }

    /// Indexes every attachment whose digest is missing or stale, then calls completion on the main queue.
    func indexPending(_ attachments: [Attachment], completion: @escaping (Result<Int, Error>) -> Void) {
        let pending = attachments.filter { store.digest(for: $0.id) == nil || store.isStale($0) }
        guard !pending.isEmpty else {
            completion(.success(0))
            return
        }
        hashingQueue.async {
            var digests: [Attachment.ID: String] = [:]
            do {
                for attachment in pending {
                    let data = try Data(contentsOf: attachment.fileURL, options: .mappedIfSafe)
                    digests[attachment.id] = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
                }
            } catch {
                DispatchQueue.main.async { completion(.failure(error)) }
                return
            }
            DispatchQueue.main.async {
                self.store.record(digests)
                completion(.success(digests.count))
            }
        }
    }
}
