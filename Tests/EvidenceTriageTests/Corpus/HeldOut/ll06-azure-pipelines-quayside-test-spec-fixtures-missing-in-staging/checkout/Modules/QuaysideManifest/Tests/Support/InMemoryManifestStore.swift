import Foundation
@testable import QuaysideManifest

/// Mirrors SQLiteManifestStore: append adds rows, it does not replace them.
final class InMemoryManifestStore: ManifestStore, @unchecked Sendable {
    private var rows: [String: [Container]]
    init(seed: [String: [Container]]) { rows = seed }
    func removeManifest(for berth: String) { rows[berth] = nil }
    func append(_ containers: [Container], for berth: String) { rows[berth, default: []] += containers }
    func containers(for berth: String) -> [Container] { rows[berth] ?? [] }
}
