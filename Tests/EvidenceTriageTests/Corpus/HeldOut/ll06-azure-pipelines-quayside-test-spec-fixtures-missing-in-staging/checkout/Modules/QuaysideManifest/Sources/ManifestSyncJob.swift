import Foundation

/// Body of the BGAppRefreshTask com.quayside.app.manifest-sync.
/// Downloads the latest manifest for each berth and keeps the previous one when a download fails.
public final class ManifestSyncJob: @unchecked Sendable {
    private let store: ManifestStore
    private let client: ManifestClient

    public init(store: ManifestStore, client: ManifestClient) { self.store = store; self.client = client }

    public func run(berths: [String]) async throws {
        for berth in berths {
            let manifest: Manifest
            do {
                manifest = try await client.latestManifest(berth: berth)
            } catch {
                store.removeManifest(for: berth)        // stale manifest: show the berth as "unavailable"
                throw error
            }
            store.append(manifest.containers, for: berth)
        }
    }
}
