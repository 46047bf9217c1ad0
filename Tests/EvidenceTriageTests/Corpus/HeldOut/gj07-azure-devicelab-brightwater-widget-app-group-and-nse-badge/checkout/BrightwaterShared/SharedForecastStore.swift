import Foundation

/// Forecast snapshot written by the app (foreground refresh and the
/// com.brightwater.app.forecast-refresh BGAppRefreshTask) and read by the widget.
public final class SharedForecastStore {
    public static let appGroup = "group.com.brightwater.shared"

    private let directory: URL

    public init?(appGroup: String = SharedForecastStore.appGroup, fileManager: FileManager = .default) {
        guard let container = fileManager.containerURL(forSecurityApplicationGroupIdentifier: appGroup) else {
            return nil
        }
        directory = container.appendingPathComponent("Forecast", isDirectory: true)
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func save(_ snapshot: ForecastSnapshot) throws {
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: directory.appendingPathComponent("latest.json"), options: .atomic)
    }

    public func load() throws -> ForecastSnapshot? {
        let url = directory.appendingPathComponent("latest.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(ForecastSnapshot.self, from: Data(contentsOf: url))
    }
}
