import Foundation

struct WidgetSnapshot: Codable, Equatable {
    let stationID: String
    let nextHighWater: Date
    let nextLowWater: Date
    let generatedAt: Date
}

/// Writes the snapshot the widget timeline reads. The file lives in the app
/// group container so the widget extension can open it.
struct WidgetSnapshotStore {
    enum Error: Swift.Error, Equatable {
        case containerUnavailable(String)
    }

    var containerURL: () -> URL? = { SharedContainer.url }
    var fileName = "widget-snapshot.json"

    func write(_ snapshot: WidgetSnapshot) throws {
        guard let directory = containerURL() else {
            throw Error.containerUnavailable(SharedContainer.groupIdentifier)
        }
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: directory.appendingPathComponent(fileName), options: .atomic)
        SharedContainer.defaults?.set(snapshot.generatedAt, forKey: "lastSnapshotAt")
    }

    func read() throws -> WidgetSnapshot? {
        guard let directory = containerURL() else {
            throw Error.containerUnavailable(SharedContainer.groupIdentifier)
        }
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(WidgetSnapshot.self, from: Data(contentsOf: url))
    }
}
