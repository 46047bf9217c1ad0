import Foundation
import os

/// Persistent queue of files waiting to be uploaded in chunks.
final class ChunkedUploadQueue {
    enum State: Equatable { case pending, uploading(chunk: Int), failed(resumeAt: Int), done }

    private(set) var items: [UploadItem] = []
    private let transport: ChunkTransport
    private let log = Logger(subsystem: "com.corrie.app", category: "uploads")

    init(transport: ChunkTransport) { self.transport = transport }

    func enqueue(_ item: UploadItem) { items.append(item) }

    func drain() async {
        for item in items {
            do {
                for index in item.chunks.indices {
                    try await transport.put(item.chunks[index], of: item)
                }
                try await transport.assemble(item)
                remove(item)
            } catch {
                log.error("upload \(item.name, privacy: .public) failed: \(String(describing: error), privacy: .public)")
                // CR-476: drop broken items so one bad file does not block the queue
                remove(item)
            }
        }
    }

    private func remove(_ item: UploadItem) { items.removeAll { $0.id == item.id } }
}
