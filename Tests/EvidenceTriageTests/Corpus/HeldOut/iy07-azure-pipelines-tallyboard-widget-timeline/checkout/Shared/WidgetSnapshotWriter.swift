import Foundation
import WidgetKit

struct HabitSnapshotEntry: Codable, Equatable {
    let habitID: String
    let title: String
    let streak: Int
    let doneToday: Bool
}

struct WidgetSnapshot: Codable, Equatable {
    var generatedAt: Date
    var entries: [HabitSnapshotEntry]
}

protocol WidgetSnapshotStoring: AnyObject {
    func read() throws -> WidgetSnapshot?
    func write(_ snapshot: WidgetSnapshot)
}

protocol TimelineReloading {
    func reloadTimelines(ofKind kind: String)
}

extension WidgetCenter: TimelineReloading {}

/// Called by the app (and its widget-refresh BGAppRefreshTask) after habits are fetched.
final class WidgetSnapshotWriter {
    private let store: WidgetSnapshotStoring
    private let reloader: TimelineReloading

    init(store: WidgetSnapshotStoring, reloader: TimelineReloading = WidgetCenter.shared) {
        self.store = store
        self.reloader = reloader
    }

    func publish(_ results: [Result<HabitSnapshotEntry, Error>], now: Date = .now) {
        let entries = results.compactMap { try? $0.get() }
        let failures = results.count - entries.count
        if failures > 0 {
            Log.widget.error("refresh: \(failures) of \(results.count) habit fetches failed; writing snapshot entries=\(entries.count)")
        }
        store.write(WidgetSnapshot(generatedAt: now, entries: entries))
        reloader.reloadTimelines(ofKind: "StreakWidget")
    }
}
