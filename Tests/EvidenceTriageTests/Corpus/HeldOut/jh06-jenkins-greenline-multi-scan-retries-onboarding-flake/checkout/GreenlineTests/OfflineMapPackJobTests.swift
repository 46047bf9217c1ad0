import XCTest
@testable import Greenline

final class OfflineMapPackJobTests: XCTestCase {
  func testDownloadsEveryTileOnce() async throws {
    let pack = InMemoryMapPack()
    try await OfflineMapPackJob(tiles: StubTiles(count: 120), pack: pack).run()
    XCTAssertEqual(pack.tileIndexes, Array(0..<120))
  }

  func testResumeAfterExpirationDoesNotDuplicateTiles() async throws {
    let pack = InMemoryMapPack()
    let tiles = StubTiles(count: 120, cancelAfter: 73)  // expires mid-pack
    _ = try? await OfflineMapPackJob(tiles: tiles, pack: pack).run()
    try await OfflineMapPackJob(tiles: StubTiles(count: 120), pack: pack).run()
    XCTAssertEqual(pack.tileIndexes.count, 120, "resumed run appended tiles it already had")
  }
}
