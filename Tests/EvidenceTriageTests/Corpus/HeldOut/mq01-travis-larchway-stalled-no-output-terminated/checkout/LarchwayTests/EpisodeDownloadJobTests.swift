import XCTest
@testable import Larchway

final class EpisodeDownloadJobTests: XCTestCase {
    func testResumeAfterExpirationKeepsPartialFile() async throws {
        let store = InMemoryDownloadStore()
        let job = EpisodeDownloadJob(client: StubClient(chunks: 4, cancelAfter: 2), store: store)
        job.cancel(afterChunks: 2)                 // what the expiration handler does
        _ = try? await job.run(episode: .fixture)
        XCTAssertEqual(store.partialBytes(for: .fixture), 2 * StubClient.chunkSize,
                       "resume data must survive an expiration")
    }
}
