import Foundation

/// BGProcessingTask body: downloads the offline map pack tile by tile.
final class OfflineMapPackJob {
  static let identifier = "com.greenline.transit.offline-maps"

  private let tiles: TileSource
  private let pack: MapPackStore

  init(tiles: TileSource, pack: MapPackStore) {
    self.tiles = tiles
    self.pack = pack
  }

  /// Resumes from the last checkpoint written by a previous (expired) run.
  func run() async throws {
    let start = pack.checkpoint ?? 0
    for index in start..<tiles.count {
      try Task.checkCancellation()
      let tile = try await tiles.fetch(index)
      pack.append(tile)
      if index % 50 == 0 { pack.checkpoint = index }
    }
    pack.checkpoint = nil
  }
}
