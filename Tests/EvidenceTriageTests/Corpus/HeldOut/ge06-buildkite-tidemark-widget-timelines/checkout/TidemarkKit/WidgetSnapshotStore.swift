import Foundation

/// Shared between the app and the widget extension through the app group container.
final class WidgetSnapshotStore: @unchecked Sendable {
    static let shared = WidgetSnapshotStore(defaults: UserDefaults(suiteName: "group.com.tidemark.app")!)

    private let defaults: UserDefaults
    private let queue = DispatchQueue(label: "com.tidemark.snapshot-store")

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    /// Writes happen off the caller's thread so the app's sync never blocks on disk.
    func write(agenda: AgendaSnapshot) {
        queue.async { [defaults] in
            defaults.set(try? JSONEncoder().encode(agenda), forKey: "agenda")
        }
    }

    func readAgenda() -> AgendaSnapshot? {
        guard let data = defaults.data(forKey: "agenda") else { return nil }
        return try? JSONDecoder().decode(AgendaSnapshot.self, from: data)
    }

    func readTides() -> TideTable? {
        guard let data = defaults.data(forKey: "tides") else { return nil }
        return try? JSONDecoder().decode(TideTable.self, from: data)
    }

    func recordReload(kind: String, policyDate: Date, at date: Date) {
        var log = defaults.stringArray(forKey: "reload-log") ?? []
        log.append("\(kind) getTimeline at \(date.ISO8601Format()) policy=.after(\(policyDate.ISO8601Format()))")
        defaults.set(Array(log.suffix(50)), forKey: "reload-log")
    }
}
