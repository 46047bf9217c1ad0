import CoreData
import XCTest
@testable import Shoebox

/// Runs the prune job directly against an in-memory store. The test plan launches
/// the host with -com.apple.CoreData.ConcurrencyDebug 1.
final class ArchivePruneJobTests: XCTestCase {
  private var store: PhotoStore!
  private var files: OriginalsCacheSpy!
  private let now = Date(timeIntervalSince1970: 1_796_000_000)

  override func setUp() {
    super.setUp()
    store = PhotoStore(inMemory: true)
    files = OriginalsCacheSpy()
  }

  func testPruneDeletesExpiredTrash() async throws {
    try store.insertTrash(assetIDs: ["a1", "a2", "a3"], trashedAt: now.addingTimeInterval(-31 * 86_400))
    let job = ArchivePruneJob(store: store, files: files, now: { self.now })

    let removed = try await job.run()

    XCTAssertEqual(removed, 3)
    XCTAssertEqual(files.removed.sorted(), ["a1", "a2", "a3"])
  }

  func testPruneKeepsRecentTrash() async throws {
    try store.insertTrash(assetIDs: ["b1"], trashedAt: now.addingTimeInterval(-2 * 86_400))
    let job = ArchivePruneJob(store: store, files: files, now: { self.now })

    let removed = try await job.run()

    XCTAssertEqual(removed, 0)
    XCTAssertTrue(files.removed.isEmpty)
  }
}
