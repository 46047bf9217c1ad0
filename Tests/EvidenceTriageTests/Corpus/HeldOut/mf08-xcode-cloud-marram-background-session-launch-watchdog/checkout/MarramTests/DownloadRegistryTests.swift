import Testing
@testable import MarramKit

@Suite struct DownloadRegistryTests {
    @Test func progressReportsKeyedByTaskIdentifier() {
        let registry = DownloadRegistry()
        registry.track(taskIdentifier: 7, episodeID: "ep-1544")
        registry.track(taskIdentifier: 9, episodeID: "ep-1543")
        registry.didWrite(taskIdentifier: 9, totalBytesWritten: 14_564_681, totalBytesExpected: 14_701_570)
        #expect(registry.progress(for: "ep-1543") == 0.99)
    }

    @Test func resumesPendingTasksOnRelaunch() async throws {
        let registry = DownloadRegistry(store: .temporary())
        registry.track(taskIdentifier: 3, episodeID: "ep-1540")
        let restored = try await DownloadRegistry.restore(from: registry.store, timeout: .seconds(2))
        #expect(restored.pendingEpisodeIDs == ["ep-1540"])
    }
}
