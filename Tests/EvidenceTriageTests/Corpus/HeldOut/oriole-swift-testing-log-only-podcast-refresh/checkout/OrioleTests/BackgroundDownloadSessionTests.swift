import Testing
import Foundation
@testable import Oriole

/// Exercises the real nsurlsessiond-backed session the app uses for episode
/// downloads (URLSessionConfiguration.background).
struct BackgroundDownloadSessionTests {
    @Test func downloadFinishesThroughBackgroundSession() async throws {
        let downloader = EpisodeDownloader(configuration: .background(withIdentifier: "com.oriole.podcasts.bg-downloads.tests"))
        try await confirmation("didFinishDownloadingTo delivered") { finished in
            downloader.onFinished = { _ in finished() }
            downloader.start(episode: Fixtures.episode(id: "e-9", bytes: 48_000))
            try await Task.sleep(for: .seconds(20))
        }
    }
}
