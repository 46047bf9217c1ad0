import Foundation

struct ResolvedFlag: Codable, Equatable {
    let name: String
    let isEnabled: Bool
    let variant: String?
    let shouldApply: Bool          // new in 6.4: report exposure only when true
}

/// Flags are resolved by the "com.copperline.fieldnotes.flags-refresh"
/// app-refresh task and cached for cold starts.
final class FeatureFlagStore {
    static let cacheKey = "resolvedFlags.v1"
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    func loadCached() throws -> [String: ResolvedFlag] {
        guard let data = defaults.data(forKey: Self.cacheKey) else { return [:] }
        let flags = try JSONDecoder().decode([ResolvedFlag].self, from: data)
        return Dictionary(uniqueKeysWithValues: flags.map { ($0.name, $0) })
    }
}
