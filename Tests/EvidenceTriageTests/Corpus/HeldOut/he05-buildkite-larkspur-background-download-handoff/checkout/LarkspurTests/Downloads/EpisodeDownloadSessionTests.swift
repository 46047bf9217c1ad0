import XCTest
@testable import Larkspur

final class EpisodeDownloadSessionTests: XCTestCase {
    func testFinishedDownloadIsMovedIntoLibrary() async throws {
        let library = try EpisodeLibrary.temporary()
        let session = EpisodeDownloadSession(configuration: .ephemeral, library: library)   // same delegate as the background session
        let episode = Episode.stub(id: "ep-311", enclosure: StubServer.shared.url(for: "ep-311.mp3"))
        let file = try await session.download(episode)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }
}
