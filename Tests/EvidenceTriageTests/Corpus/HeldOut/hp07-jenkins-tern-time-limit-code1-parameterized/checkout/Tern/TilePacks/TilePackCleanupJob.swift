import Foundation

/// Deletes expired offline tile packs. Runs inside the
/// com.ternmaps.tilepacks.cleanup processing task, usually overnight on power.
struct TilePackCleanupJob {
    let store: TilePackStore

    /// Returns the number of packs removed.
    func run() async throws -> Int {
        let packs = try await store.installedPacks()
        let expired = packs.filter(\.isExpired)
        return try await withCheckedThrowingContinuation { continuation in
            var remaining = expired.count
            var removed = 0
            for pack in expired {
                store.remove(pack) { result in
                    if case .success = result { removed += 1 }
                    remaining -= 1
                    if remaining == 0 { continuation.resume(returning: removed) }
                }
            }
        }
    }
}
