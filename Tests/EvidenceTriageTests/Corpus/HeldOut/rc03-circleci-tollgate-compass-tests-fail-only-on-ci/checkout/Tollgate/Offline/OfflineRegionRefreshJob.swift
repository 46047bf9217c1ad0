import Foundation

struct OfflineRegionRefreshJob {
    let store: TileStoring
    let fetcher: TileFetching

    func run(region: String) async throws {
        let manifest = try await fetcher.manifest(for: region)
        for tile in manifest.tiles {
            // compare by etag before downloading
            if let cached = store.etag(for: tile.id), cached == tile.etag.lowercased() {
                continue
            }
            let data = try await fetcher.download(tile)
            store.put(data, for: tile.id, etag: tile.etag)
        }
    }
}
