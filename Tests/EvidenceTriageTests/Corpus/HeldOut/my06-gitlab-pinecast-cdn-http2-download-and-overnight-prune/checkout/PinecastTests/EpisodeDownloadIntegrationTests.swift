import XCTest
@testable import Pinecast

/// Integration: real background URLSession against the staging CDN.
final class EpisodeDownloadIntegrationTests: XCTestCase {
    private let cdn = URL(string: "https://media-staging.pinecast.example")!

    func testDownloadsEpisodeFromStagingCDN() async throws {
        let downloader = EpisodeDownloader(sessionIdentifier: "com.pinecast.ios.episodes.ci-\(UUID().uuidString.prefix(8))")
        let file = try await downloader.download(cdn.appendingPathComponent("ep/7731/audio-128k.mp3"))
        XCTAssertGreaterThan(try file.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0, 1_000_000)
    }

    func testDownloadsArtworkFromStagingCDN() async throws {
        let downloader = EpisodeDownloader(sessionIdentifier: "com.pinecast.ios.artwork.ci-\(UUID().uuidString.prefix(8))")
        let file = try await downloader.download(cdn.appendingPathComponent("show/118/artwork-3000.jpg"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }
}
