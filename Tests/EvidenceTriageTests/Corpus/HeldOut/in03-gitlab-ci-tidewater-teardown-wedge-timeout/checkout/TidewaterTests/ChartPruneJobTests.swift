import Foundation
import Testing
@testable import Tidewater

@Suite("Chart prune job")
struct ChartPruneJobTests {
    @Test func keepsFreshTiles() throws {
        let dirs = try TempDirs.make(freshTiles: 3, staleTiles: 2)
        let task = ProcessingTaskStub()
        ChartPruneJob(tilesDirectory: dirs.tiles, stagingDirectory: dirs.staging).handle(task)
        #expect(task.completed == [true])
        #expect(try dirs.tileCount() == 3)
    }

    @Test func expirationLeavesNoPartialTiles() throws {
        let dirs = try TempDirs.make(freshTiles: 40, staleTiles: 10)
        let task = ProcessingTaskStub(expireAfterCopies: 5)
        ChartPruneJob(tilesDirectory: dirs.tiles, stagingDirectory: dirs.staging).handle(task)

        #expect(task.completed == [false])
        #expect(!FileManager.default.fileExists(atPath: dirs.staging.path), "staging directory left behind after expiration")
        #expect(try dirs.tileCount() == 50)
    }
}
