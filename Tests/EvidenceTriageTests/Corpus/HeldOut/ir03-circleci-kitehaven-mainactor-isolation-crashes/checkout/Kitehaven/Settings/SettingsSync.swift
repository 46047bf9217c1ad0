import Foundation

/// Mirrors unit and spot preferences through iCloud key-value storage.
@MainActor
final class SettingsSync: NSObject {
    static let shared = SettingsSync()

    let store: NSUbiquitousKeyValueStore
    private(set) var windUnit: WindUnit = .knots

    init(store: NSUbiquitousKeyValueStore = .default) {
        self.store = store
    }

    func start() {
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(didChangeExternally(notification:)),
            name: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
            object: store
        )
        store.synchronize()
    }

    @objc private func didChangeExternally(notification: Notification) {
        guard let keys = notification.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String],
              keys.contains("windUnit"),
              let raw = store.string(forKey: "windUnit"),
              let unit = WindUnit(rawValue: raw) else { return }
        windUnit = unit
    }
}

enum WindUnit: String { case knots, metresPerSecond, beaufort }
