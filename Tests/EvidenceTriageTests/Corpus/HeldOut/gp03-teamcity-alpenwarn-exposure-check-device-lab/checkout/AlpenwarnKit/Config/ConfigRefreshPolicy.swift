import Foundation

public enum ConfigRequestContext {
    case foreground
    case backgroundTask
}

/// Decides whether the remote config (key servers, notification texts, minimum app version)
/// should be fetched again.
public struct ConfigRefreshPolicy {
    public static let foregroundInterval: TimeInterval = 12 * 60 * 60
    public static let backgroundInterval: TimeInterval = 6 * 60 * 60

    private let clock: Clock
    private let store: ConfigStore

    public init(clock: Clock, store: ConfigStore) {
        self.clock = clock
        self.store = store
    }

    public func shouldRequestConfig(in context: ConfigRequestContext) -> Bool {
        guard let last = store.lastSuccessfulRequest else { return true }
        let elapsed = clock.now.timeIntervalSince(last)
        return elapsed >= Self.foregroundInterval
    }
}
