// PineconeKitTests
import XCTest
@testable import PineconeKit

final class SaveSyncTests: XCTestCase {
  func testOfflineSaveLeavesNoQueuedTaskAfterSync() async throws {
    let harness = try SyncHarness(network: .offline)
    try await harness.source.save(url: URL(string: "https://example.test/long-read")!)
    XCTAssertEqual(try harness.store.count(), 1)

    harness.network.goOnline()
    await harness.queue.waitUntilDrained()

    XCTAssertEqual(harness.api.savedURLs.count, 1)
    XCTAssertEqual(try harness.store.count(), 0, "queued save should be removed once it has synced")
  }
}
