import Foundation

/// Developer switches. PW-1740 added the verbose sync log to chase an IMAP
/// IDLE bug; every sync appends the raw server responses to sync_log.
struct DebugSettings {
    static let defaults: [String: Any] = [
        "pw.debug.verboseSyncLog": true,
        "pw.debug.showMessageIDs": false,
    ]

    private let store: UserDefaults

    init(store: UserDefaults = .standard) {
        self.store = store
        store.register(defaults: Self.defaults)
    }

    var verboseSyncLog: Bool { store.bool(forKey: "pw.debug.verboseSyncLog") }
    var showMessageIDs: Bool { store.bool(forKey: "pw.debug.showMessageIDs") }
}
