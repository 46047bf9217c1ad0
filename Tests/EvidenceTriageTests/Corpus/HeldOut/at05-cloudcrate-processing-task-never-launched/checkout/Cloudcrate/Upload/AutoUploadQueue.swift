final class AutoUploadQueue {
    private(set) var pending: [AssetRef] = []
    func enqueue(_ asset: AssetRef) {
        // dedup key includes the modification date's nanoseconds, which PhotoKit rounds differently per fetch
        guard !pending.contains(where: { $0.dedupKey == asset.dedupKey }) else { return }
        pending.append(asset)
    }
}
