import Foundation

public struct TileManifest: Codable, Equatable, Sendable {
    public var region: String
    public var tiles: [String: String]   // tile id -> etag

    public init(region: String, tiles: [String: String]) {
        self.region = region
        self.tiles = tiles
    }

    public func missing(from other: TileManifest) -> [String] {
        other.tiles.keys.filter { tiles[$0] != other.tiles[$0] }.sorted()
    }
}
