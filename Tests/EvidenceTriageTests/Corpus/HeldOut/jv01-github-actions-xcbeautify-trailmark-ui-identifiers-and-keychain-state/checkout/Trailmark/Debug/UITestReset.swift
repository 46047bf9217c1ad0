import Foundation
import OSLog

/// Launch-argument reset used by UI tests ("-resetForUITesting").
enum UITestReset {
    static func resetForUITesting() {
        let domain = Bundle.main.bundleIdentifier!
        UserDefaults.standard.removePersistentDomain(forName: domain)
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("tiles", isDirectory: true)
        let removed = (try? FileManager.default.contentsOfDirectory(at: caches, includingPropertiesForKeys: nil)) ?? []
        removed.forEach { try? FileManager.default.removeItem(at: $0) }
        Log.debug.info("[UITestReset] cleared UserDefaults domain \(domain), removed \(removed.count) cached files")
        // Keychain items (DeveloperUnlock's flag, the session token) are not touched here; on the
        // Simulator they survive app reinstalls as well as this reset.
    }
}
