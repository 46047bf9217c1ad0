import Foundation

final class UploadQueue {
    let transport: Transport
    let store: UploadStore

    init(transport: Transport, store: UploadStore = DiskUploadStore.shared) {
        self.transport = transport
        self.store = store
    }

    func flush(items: [PhotoItem]) async throws {
        for item in items {
            try? Task.checkCancellation()
            try await transport.send(item)
            store.markSent(item.id)
        }
    }
}
