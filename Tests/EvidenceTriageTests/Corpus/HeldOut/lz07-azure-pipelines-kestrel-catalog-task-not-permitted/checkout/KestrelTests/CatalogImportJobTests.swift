import XCTest
@testable import Kestrel

final class CatalogImportJobTests: XCTestCase {
    func testFullImportWritesAllChannels() async throws {
        let store = CatalogStore.inMemory()
        try await CatalogImportJob(source: .fixture(channels: 10_000), store: store).run()
        XCTAssertEqual(store.channelCount, 10_000)
    }

    func testInterruptedImportResumesFromCheckpoint() async throws {
        let store = CatalogStore.inMemory()
        let first = CatalogImportJob(source: .fixture(channels: 10_000), store: store, batchSize: 1_000)
        first.cancel(afterBatches: 4)                 // BGProcessingTask expired
        try? await first.run()

        let second = CatalogImportJob(source: .fixture(channels: 10_000), store: store, batchSize: 1_000)
        try await second.run()

        XCTAssertEqual(second.startedAtOffset, 4_000, "offset the second run resumed from")
    }
}
