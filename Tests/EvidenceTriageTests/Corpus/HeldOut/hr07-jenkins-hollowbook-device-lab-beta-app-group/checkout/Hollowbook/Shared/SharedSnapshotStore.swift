import Foundation
import WidgetKit

enum SharedStoreError: Error, Equatable {
    case containerUnavailable(String)
}

/// Writes the balance snapshot the home-screen widget reads. The app group comes from the
/// HBAppGroupIdentifier Info.plist key ($(APP_GROUP_IDENTIFIER) per configuration).
struct SharedSnapshotStore {
    let groupIdentifier: String
    let fileManager: FileManager

    static let live = SharedSnapshotStore(
        groupIdentifier: Bundle.main.object(forInfoDictionaryKey: "HBAppGroupIdentifier") as! String,
        fileManager: .default)

    func containerURL() throws -> URL {
        guard let url = fileManager.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier) else {
            throw SharedStoreError.containerUnavailable(groupIdentifier)
        }
        return url
    }

    func write(_ snapshot: BalanceSnapshot) throws {
        let url = try containerURL().appendingPathComponent("widget-snapshot.json")
        try JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
        WidgetCenter.shared.reloadTimelines(ofKind: "BalanceWidget")
    }
}
