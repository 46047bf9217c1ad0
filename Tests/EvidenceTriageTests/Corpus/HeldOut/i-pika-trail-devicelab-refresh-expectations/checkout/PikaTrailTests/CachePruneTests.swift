import Testing
import BackgroundTasks
@testable import PikaTrail

@Suite("Trail cache")
struct CachePruneTests {
    @Test("Trail cache prunes on simulated launch")
    func prunesOnSimulatedLaunch() async throws {
        let cache = TrailTileCache.shared
        try cache.seed(tiles: 500)
        await BackgroundTaskDebug.simulateLaunch(identifier: "com.pikatrail.app.cache-prune")
        try await Task.sleep(for: .seconds(10))
        #expect(cache.tileCount <= 200)
    }
}
