import CloudKit
import Foundation

/// Keeps the user's reminder settings in iCloud key-value storage and the
/// habit history in the private CloudKit database.
final class SyncSettingsStore {
    static let shared = SyncSettingsStore()

    private let kvs = NSUbiquitousKeyValueStore.default
    private let container = CKContainer(identifier: "iCloud.com.lumenlabs.habits")

    private init() {
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(storeDidChange(_:)),
            name: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
            object: kvs
        )
        kvs.synchronize()
    }

    var reminderHour: Int {
        get { Int(kvs.longLong(forKey: "reminderHour")) }
        set { kvs.set(Int64(newValue), forKey: "reminderHour") }
    }

    @objc private func storeDidChange(_ note: Notification) {
        NotificationCenter.default.post(name: .lumenSettingsChanged, object: nil)
    }

    var database: CKDatabase { container.privateCloudDatabase }
}

extension Notification.Name {
    static let lumenSettingsChanged = Notification.Name("lumenSettingsChanged")
}
