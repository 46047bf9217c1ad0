import Foundation
import Testing
@testable import Ferry

/// Episode downloads use a background URLSession ("com.ferryapp.episodes").
@Suite(.serialized) struct BackgroundDownloadTests {
    @Test func sessionUsesBackgroundConfiguration() {
        let session = EpisodeDownloader.shared.session
        #expect(session.configuration.identifier == "com.ferryapp.episodes")
        #expect(session.configuration.sessionSendsLaunchEvents)
    }

    @Test(.timeLimit(.minutes(2)))
    func completedDownloadIsDeliveredAfterRelaunch() async throws {
        let episode = Episode.fixture(id: "ep-5521", url: URL(string: "https://media.ferry.test/ep-5521.mp3")!)
        try await EpisodeDownloader.shared.enqueue(episode)

        // When the transfer finishes while we are suspended, iOS relaunches the app and calls
        // application(_:handleEventsForBackgroundURLSession:completionHandler:).
        await AppDelegate.backgroundSessionEvents.first { $0 == "com.ferryapp.episodes" }

        let stored = try #require(await EpisodeStore.shared.localFile(for: episode.id))
        #expect(FileManager.default.fileExists(atPath: stored.path))
    }
}
