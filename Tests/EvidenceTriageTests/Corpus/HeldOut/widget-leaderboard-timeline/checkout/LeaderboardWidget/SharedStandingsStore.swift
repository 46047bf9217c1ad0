import Foundation

struct SharedStandingsStore {
    let bundle: Bundle

    private var groupIdentifier: String {
        // Set per configuration through LB_APP_GROUP in the xcconfig files.
        bundle.object(forInfoDictionaryKey: "LBAppGroupIdentifier") as? String ?? ""
    }

    func load() throws -> [Standing] {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier) else {
            return []
        }
        let url = container.appendingPathComponent("standings.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode([Standing].self, from: Data(contentsOf: url))
    }
}
