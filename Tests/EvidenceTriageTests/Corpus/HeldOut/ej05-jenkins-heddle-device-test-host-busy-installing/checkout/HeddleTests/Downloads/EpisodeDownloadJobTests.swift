import XCTest
@testable import Heddle

final class EpisodeDownloadJobTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func testExpirationRemovesPartialFiles() async throws {
        let transport = StallingTransport(bytesBeforeStall: 512_000)
        let job = EpisodeDownloadJob(episodes: [.fixture(id: "ep-311")], transport: transport, directory: dir)
        let run = Task { try await job.run() }
        await transport.waitUntilStalled()

        job.expire()            // what the BGProcessingTask expiration handler calls
        _ = await run.result

        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(leftovers, [], "partial downloads must be removed on expiration")
    }
}
