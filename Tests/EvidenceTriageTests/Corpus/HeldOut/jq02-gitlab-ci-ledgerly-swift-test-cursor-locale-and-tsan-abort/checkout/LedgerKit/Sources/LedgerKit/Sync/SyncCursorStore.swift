import Foundation

/// Persists the server's change cursor between background fetches.
public final class SyncCursorStore {
    private let defaults: UserDefaults
    private let key = "ledger.sync.cursor"

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public var lastCursor: String? {
        defaults.string(forKey: key)
    }

    public func save(_ cursor: String) {
        defaults.set(cursor, forKey: key)
    }
}
