import Foundation

enum TranscriptionEngine: String { case onDevice, remote }

/// User preferences. Every read and write goes to UserDefaults.standard — under XCTest that is one
/// on-disk domain (the app's bundle identifier) shared by every parallel test host process.
final class AppPreferences {
    static let shared = AppPreferences()
    private let defaults = UserDefaults.standard

    var engine: TranscriptionEngine {
        get { TranscriptionEngine(rawValue: defaults.string(forKey: "engine") ?? "") ?? .onDevice }
        set { defaults.set(newValue.rawValue, forKey: "engine") }
    }

    var legacyCloudKey: String? {
        get { defaults.string(forKey: "legacyCloudKeyID") }
        set { defaults.set(newValue, forKey: "legacyCloudKeyID") }
    }

    /// One-time migration: users who had a legacy cloud key move to the remote engine.
    func migrateIfNeeded() {
        guard let _ = legacyCloudKey, defaults.bool(forKey: "migratedV3") == false else { return }
        engine = .remote
        defaults.set(true, forKey: "migratedV3")
    }
}
