import Testing
import Foundation
@testable import Quarry

struct TilePackDownloadTests {

    @Test
    func cancelledDownloadRemovesPartialFile() async throws {
        let dir = try TemporaryDirectory()
        let job = TilePackJob(pack: .fixture("north-pit"), destination: dir.url, transport: .stubbed(bytes: 4_096, failAfter: 2_048))
        await job.runUntilCancelled()
        #expect(FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
    }

    @Test
    func checksumMatchesManifest() async throws {
        let dir = try TemporaryDirectory()
        let job = TilePackJob(pack: .fixture("north-pit"), destination: dir.url, transport: .stubbed(bytes: 4_096))
        try await job.run()
        #expect(job.checksumVerified)
    }
}
