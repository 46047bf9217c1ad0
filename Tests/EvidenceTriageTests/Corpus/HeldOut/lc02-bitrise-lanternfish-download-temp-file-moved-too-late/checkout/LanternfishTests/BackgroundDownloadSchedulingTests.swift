import XCTest
@testable import Lanternfish

/// End-to-end: a real background session on the Simulator, as the "Wi-Fi + charging" setting uses it.
final class BackgroundDownloadSchedulingTests: XCTestCase {
    func testDiscretionaryDownloadFinishesWithin60Seconds() async throws {
        let library = FileManager.default.temporaryDirectory
        let downloader = EpisodeDownloader(configuration: EpisodeDownloader.backgroundConfiguration(discretionary: true),
                                           libraryURL: library)
        let done = expectation(description: "discretionary episode download finished")
        Task {
            _ = try? await downloader.download(TestServer.url("/episodes/ep-4472.mp3"), as: "ep-4472")
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 60)
    }
}
