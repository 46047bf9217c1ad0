import Foundation

/// The app writes the latest brew here; BrewlogWidgets reads it from the same App Group.
final class SharedBrewStore {
    let appGroupID: String
    init(appGroupID: String) { self.appGroupID = appGroupID }

    var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupID)
    }

    func saveLatest(_ brew: Brew) throws {
        guard let dir = containerURL else {
            NSLog("[SharedBrewStore] app group %@ unavailable; latest brew not shared", appGroupID)
            return
        }
        try Self.encode(brew).write(to: dir.appendingPathComponent("latest-brew.json"), options: .atomic)
    }

    func loadLatest() -> Brew? {
        guard let dir = containerURL,
              let data = try? Data(contentsOf: dir.appendingPathComponent("latest-brew.json")) else { return nil }
        return try? JSONDecoder().decode(Brew.self, from: data)
    }

    static func encode(_ brew: Brew) throws -> Data { try JSONEncoder().encode(brew) }
}
