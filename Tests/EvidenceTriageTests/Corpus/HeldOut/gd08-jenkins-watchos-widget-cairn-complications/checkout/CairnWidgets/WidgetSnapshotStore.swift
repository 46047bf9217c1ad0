import Foundation

/// Reads the altitude snapshot the app publishes into the shared App Group
/// container. The group identifier comes from the bundle's Info.plist so
/// that Dev and Prod builds use different groups.
struct WidgetSnapshotStore {

    let containerURL: URL?

    init(bundle: Bundle = .main, fileManager: FileManager = .default) {
        let group = bundle.object(forInfoDictionaryKey: "CairnAppGroup") as? String ?? ""
        containerURL = fileManager.containerURL(forSecurityApplicationGroupIdentifier: group)
    }

    func load() throws -> AltitudeSnapshot? {
        guard let url = containerURL?.appendingPathComponent("altitude-snapshot.json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try JSONDecoder().decode(AltitudeSnapshot.self, from: data)
    }
}
