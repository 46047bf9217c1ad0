import Foundation

final class TideImportJob {
    let store: TideStore; let source: TideSource
    init(store: TideStore, source: TideSource) { self.store = store; self.source = source }

    func run() async throws {
        let readings = try await source.fetch()
        store.append(readings)   // appends again on every run; no upsert by timestamp
    }
}
