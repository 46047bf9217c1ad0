import Foundation
import TrailTilesSDK   // vendor SDK, built in Swift 5 mode; calls back on its own worker queue

/// Drives the "Download for offline" sheet.
///
/// PR #2208 turned on Swift 6 language mode for the app target.
@MainActor
final class OfflineRegionDownloader: ObservableObject {
    enum State: Equatable { case idle, downloading, ready, failed }

    @Published private(set) var progress: Double = 0
    @Published private(set) var state: State = .idle

    private let tileStore: TileStoreProtocol

    init(tileStore: TileStoreProtocol = TileStore.default) {
        self.tileStore = tileStore
    }

    func download(_ region: OfflineRegion) {
        state = .downloading
        tileStore.loadTileRegion(forId: region.id, loadOptions: region.loadOptions, progress: { [weak self] update in
            self?.progress = update.fraction
        }, completion: { [weak self] result in
            switch result {
            case .success: self?.state = .ready
            case .failure: self?.state = .failed
            }
        })
    }
}
