import Foundation

@MainActor
final class DatasetsFetcher {
    static let taskIdentifier = "com.brindle.app.protection.datasets"
    private let scheduler: BackgroundScheduling
    private let preferences: ProtectionPreferences
    private var observation: Task<Void, Never>?

    init(scheduler: BackgroundScheduling, preferences: ProtectionPreferences) {
        self.scheduler = scheduler
        self.preferences = preferences
        observation = Task { [weak self] in
            for await enabled in preferences.isEnabledStream.removeDuplicates() {
                self?.preferenceChanged(enabled)
            }
        }
    }

    private func preferenceChanged(_ enabled: Bool) {
        if enabled {
            guard !scheduler.hasPendingRequest(for: Self.taskIdentifier) else { return }
            try? scheduler.submit(identifier: Self.taskIdentifier, earliest: .now + 20 * 60)
        } else {
            scheduler.cancel(identifier: Self.taskIdentifier)
            // the cancel is asynchronous: hasPendingRequest stays true until it lands,
            // so an immediate re-enable is swallowed by the guard above
        }
    }

    func scheduleOnBackgroundEntry() throws {
        try scheduler.submit(identifier: Self.taskIdentifier, earliest: .now + 20 * 60)
    }
}
