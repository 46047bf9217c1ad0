import Foundation

/// Number of unseen severe-weather alerts, shown as the app icon badge.
/// Written by the notification service extension when an alert push arrives
/// and by the app when the user reads alerts.
public final class AlertBadgeStore {
    private let fileURL: URL
    private let fileManager: FileManager

    public init(directory: URL, fileManager: FileManager = .default) {
        self.fileURL = directory.appendingPathComponent("alert-badge.json")
        self.fileManager = fileManager
    }

    public struct State: Codable, Equatable {
        public var unseenAlertIDs: Set<String>
        public var badge: Int { unseenAlertIDs.count }
    }

    public func load() -> State {
        guard let data = try? Data(contentsOf: fileURL),
              let state = try? JSONDecoder().decode(State.self, from: data) else {
            return State(unseenAlertIDs: [])
        }
        return state
    }

    /// Notification service extension: an alert push arrived.
    /// `snapshot` is the state the extension read when it was launched.
    public func extensionDidReceiveAlert(id: String, snapshot: State) throws {
        var state = snapshot
        state.unseenAlertIDs.insert(id)
        try write(state)
    }

    /// App (foreground): the user opened these alerts.
    public func appDidShowAlerts(ids: Set<String>) throws {
        var state = load()
        state.unseenAlertIDs.subtract(ids)
        try write(state)
    }

    private func write(_ state: State) throws {
        try JSONEncoder().encode(state).write(to: fileURL, options: .atomic)
    }
}
