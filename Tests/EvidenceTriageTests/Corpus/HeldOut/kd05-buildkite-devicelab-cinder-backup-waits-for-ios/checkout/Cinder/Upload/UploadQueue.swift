import Foundation

/// Uploads assets in library order and remembers how far it got.
final class UploadQueue {
    private let store: CursorStore
    private let uploader: AssetUploading
    private(set) var isCancelled = false

    init(store: CursorStore, uploader: AssetUploading) {
        self.store = store
        self.uploader = uploader
    }

    func cancel() { isCancelled = true }

    func run(assets: [AssetID]) async -> Bool {
        var position = store.committedCursor ?? 0
        while position < assets.count {
            if isCancelled {
                // Expired: stop here, the next run picks up again.
                return false
            }
            await uploader.upload(assets[position])
            position += 1
        }
        store.committedCursor = position
        return true
    }
}
