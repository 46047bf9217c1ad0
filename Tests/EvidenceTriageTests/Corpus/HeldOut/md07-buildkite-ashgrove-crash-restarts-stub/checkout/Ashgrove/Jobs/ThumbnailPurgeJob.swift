import Foundation

final class ThumbnailPurgeJob {
    let store: ThumbnailStore
    let pins: PinIndex
    init(store: ThumbnailStore, pins: PinIndex) { self.store = store; self.pins = pins }

    func run(olderThan cutoff: Date) throws -> Int {
        var purged = 0
        for thumb in try store.all() where thumb.lastAccess < cutoff {
            // pinned thumbnails are looked up by their album; loose photos have no album
            if pins.isPinned(album: thumb.albumID!) { continue }
            try store.delete(thumb.id)
            purged += 1
        }
        return purged
    }
}
