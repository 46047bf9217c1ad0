import Foundation

struct Berth: Equatable, Hashable {
    var id: String
    var pontoon: String
    var lengthMetres: Double
}

protocol BerthStore: AnyObject {
    var berths: [Berth] { get }
    func append(_ berths: [Berth])
}

/// Pulls the harbour's berth list. Runs in the `com.brackwater.moorings.sync` processing task.
final class MooringSyncJob {
    private let fetch: () async throws -> [Berth]
    private let store: BerthStore

    init(fetch: @escaping () async throws -> [Berth], store: BerthStore) {
        self.fetch = fetch
        self.store = store
    }

    func run() async throws {
        let remote = try await fetch()
        store.append(remote)
    }
}
