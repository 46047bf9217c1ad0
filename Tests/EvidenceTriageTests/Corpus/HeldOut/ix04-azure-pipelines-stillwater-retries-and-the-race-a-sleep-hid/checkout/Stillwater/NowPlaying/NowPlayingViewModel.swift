import Combine
import Foundation

final class NowPlayingViewModel: ObservableObject {
    @Published private(set) var stationTitle: String?
    private let store: PlaybackStore
    private var restoreTask: Task<Void, Never>?

    init(store: PlaybackStore) { self.store = store }

    func restore() {
        // Restores on a detached task and publishes from wherever it finishes; the title can be
        // published before the caller's subscription is attached, or after the caller reads it.
        restoreTask = Task.detached(priority: .utility) { [store, weak self] in
            let station = await store.loadLastStation()
            self?.stationTitle = station?.name
        }
    }
}
