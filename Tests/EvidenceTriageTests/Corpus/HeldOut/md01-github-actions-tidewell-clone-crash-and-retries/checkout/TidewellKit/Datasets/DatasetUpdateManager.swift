import Foundation

public final class DatasetUpdateManager {
    private let store: DatasetStore
    private let client: TideClient
    private let clock: any Clock<Duration>
    private let flags: FeatureFlagging

    public init(store: DatasetStore, client: TideClient, clock: any Clock<Duration>, flags: FeatureFlagging) {
        self.store = store; self.client = client; self.clock = clock; self.flags = flags
    }

    public func startPeriodicUpdates(interval: Int) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                // Flag is read once per loop; the first update happens before the check.
                try? await store.apply(client.fetchStations())
                guard flags.isStationDatasetEnabled else { return }
                try? await clock.sleep(for: .seconds(interval))
            }
        }
    }
}
