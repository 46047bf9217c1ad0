import BackgroundTasks
import Foundation

protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTask {}

final class OfflineTileRefreshHandler {
    private let store: TileStore
    private let downloader: TileDownloading

    init(store: TileStore, downloader: TileDownloading) {
        self.store = store
        self.downloader = downloader
    }

    func handle(_ task: RefreshTask) {
        let stale = store.regions.filter { $0.isStale(now: Date()) }
        guard !stale.isEmpty else {
            // Nothing to refresh.
            return
        }
        let operation = downloader.refresh(stale) { [store] result in
            if case .success(let tiles) = result { store.replace(tiles) }
            task.setTaskCompleted(success: result.isSuccess)
        }
        task.expirationHandler = { operation.cancel() }
    }
}
