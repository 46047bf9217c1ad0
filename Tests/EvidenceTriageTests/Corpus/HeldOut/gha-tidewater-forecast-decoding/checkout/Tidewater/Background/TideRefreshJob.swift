import Foundation
import os

/// Work performed when BGTaskScheduler launches com.tidewater.app.refresh.
final class TideRefreshJob {
    private let client: ForecastFetching
    private let store: SnapshotStore
    private let log = Logger(subsystem: "com.tidewater.app", category: "refresh")

    init(client: ForecastFetching, store: SnapshotStore) {
        self.client = client
        self.store = store
    }

    func run(now: Date = Date()) async -> Bool {
        do {
            let data = try await client.fetchForecast(stationID: store.selectedStationID)
            store.lastSyncDate = now
            let payload = try ForecastDecoder.decode(data)
            store.replaceSnapshot(with: payload)
            return true
        } catch {
            log.error("refresh failed: \(String(describing: error), privacy: .public)")
            return false
        }
    }
}
