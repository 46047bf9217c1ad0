import Foundation

/// Where the feed refresh leaves the "Up Next" snapshot for the widget.
struct WidgetSnapshotStore {
    let appGroupID: String

    init(bundle: Bundle = .main) {
        appGroupID = bundle.object(forInfoDictionaryKey: "MarloweAppGroup") as? String ?? "group.com.marlowe.podcasts"
    }

    var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupID)
    }

    func write(_ snapshot: UpNextSnapshot) throws {
        guard let directory = containerURL else { throw SnapshotError.noAppGroupContainer(appGroupID) }
        try JSONEncoder().encode(snapshot).write(to: directory.appendingPathComponent("up-next.json"), options: .atomic)
    }
}
