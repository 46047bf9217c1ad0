import FileProvider
import os

final class RemoteChangeSignaller {
    private let log = Logger(subsystem: "com.harborsync.desktop.fileprovider", category: "Signal")
    private let manager: NSFileProviderManager

    init(manager: NSFileProviderManager) { self.manager = manager }

    /// Called after a remote lock/unlock of a single file.
    func lockStateChanged(for identifier: NSFileProviderItemIdentifier) async throws {
        try await manager.signalEnumerator(for: identifier)
        log.info("signalEnumerator(for: \(identifier.rawValue, privacy: .public)) -> nil")
    }
}
