import Foundation

struct ChartTile: Hashable, Codable {
    let id: String
    let etag: String
}

/// The offline chart catalog: which tiles are on disk and which the server has changed.
final class ChartCatalog {
    static let live = ChartCatalog(session: .shared, store: .applicationSupport)

    private let session: URLSession
    private let store: TileStore
    private(set) var lastRefresh: Date?

    init(session: URLSession, store: TileStore) {
        self.session = session
        self.store = store
    }

    /// Downloads the tiles whose ETag changed. Returns the number of tiles fetched.
    @discardableResult
    func refresh() async throws -> Int {
        let (data, _) = try await session.data(from: URL(string: "https://charts.tidemark.example/v2/catalog")!)
        let remote = try JSONDecoder().decode([ChartTile].self, from: data)
        let local = Dictionary(uniqueKeysWithValues: store.tiles().map { ($0.id, $0.etag) })

        var fetched = 0
        for tile in remote where local[tile.id] != tile.etag {
            try await store.download(tile, using: session)
            fetched += 1
        }
        lastRefresh = Date()
        return fetched
    }
}

/// Tiles on disk. ETags are stored without the weak-validator prefix.
struct TileStore {
    static let applicationSupport = TileStore(root: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0])

    let root: URL

    func tiles() -> [ChartTile] {
        let index = root.appendingPathComponent("tiles.json")
        guard let data = try? Data(contentsOf: index) else { return [] }
        return (try? JSONDecoder().decode([ChartTile].self, from: data)) ?? []
    }

    func download(_ tile: ChartTile, using session: URLSession) async throws {
        let url = URL(string: "https://charts.tidemark.example/v2/tiles/\(tile.id)")!
        let (data, _) = try await session.data(from: url)
        try data.write(to: root.appendingPathComponent(tile.id))
        var all = tiles().filter { $0.id != tile.id }
        let stripped = tile.etag.hasPrefix("W/") ? String(tile.etag.dropFirst(2)) : tile.etag
        all.append(ChartTile(id: tile.id, etag: stripped))
        try JSONEncoder().encode(all).write(to: root.appendingPathComponent("tiles.json"))
    }
}
