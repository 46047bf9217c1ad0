import XCTest
@testable import Driftwell

final class DownloadResumeTests: XCTestCase {
    private var server: LocalFileServer!
    private var coordinator: DownloadCoordinator!

    override func setUpWithError() throws {
        server = try LocalFileServer.start()
        coordinator = DownloadCoordinator(session: .ephemeralForTests(), store: ResumeStore(inMemory: true))
    }

    override func tearDown() { server.stop() }

    func testCompletedDownloadMovesIntoLibrary() async throws {
        server.serve("/episodes/ep-101.mp3", bytes: 4 * 1_048_576)
        let file = try await coordinator.download(episodeID: "ep-101", from: server.url("/episodes/ep-101.mp3"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }

    func testCancelledDownloadResumesFromOffset() async throws {
        server.serve("/episodes/ep-204.mp3", bytes: 8 * 1_048_576, throttleAfter: 1_048_576)
        let url = server.url("/episodes/ep-204.mp3")

        coordinator.start(episodeID: "ep-204", from: url)
        try await server.waitUntilSent(bytes: 1_048_576)
        await coordinator.pause(episodeID: "ep-204")

        server.unthrottle()
        _ = try await coordinator.resume(episodeID: "ep-204", from: url)

        let secondRequest = server.requests(for: "/episodes/ep-204.mp3").last
        XCTAssertEqual(secondRequest?.value(forHTTPHeaderField: "Range"), "bytes=1048576-",
                       "second request should continue from the cancelled offset")
    }

    func testProgressIsReportedPerEpisode() async throws {
        server.serve("/episodes/ep-300.mp3", bytes: 1_048_576)
        var seen: [String] = []
        coordinator.onProgress = { id, _ in seen.append(id) }
        _ = try await coordinator.download(episodeID: "ep-300", from: server.url("/episodes/ep-300.mp3"))
        XCTAssertEqual(Set(seen), ["ep-300"])
    }
}
