import ClockKit
import Foundation
import os

/// Fetches the current reading for every summit shown in a complication and
/// stores a snapshot the complication data source reads.
final class ComplicationRefresher {

    private let stations: [SummitStation]
    private let session: URLSession
    private let store: ComplicationSnapshotStore
    private let log = Logger(subsystem: "com.cairn.app.watchkitapp", category: "Complications")

    init(stations: [SummitStation], session: URLSession = .shared, store: ComplicationSnapshotStore) {
        self.stations = stations
        self.session = session
        self.store = store
    }

    /// Called from the WKApplicationRefreshBackgroundTask handler, which
    /// completes the task at `deadline` (the watchdog kills us at ~15 s).
    func refresh(deadline: Duration) async -> ComplicationSnapshot {
        var readings: [String: Reading] = [:]
        for station in stations {
            do {
                let (data, _) = try await session.data(from: station.readingURL)
                readings[station.id] = try JSONDecoder().decode(Reading.self, from: data)
            } catch {
                log.error("reading for \(station.id, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            }
        }
        let snapshot = ComplicationSnapshot(readings: readings, takenAt: .now)
        store.save(snapshot)
        return snapshot
    }
}
