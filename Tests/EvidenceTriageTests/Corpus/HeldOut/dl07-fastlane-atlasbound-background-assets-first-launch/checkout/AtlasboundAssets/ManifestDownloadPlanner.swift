import BackgroundAssets

struct ManifestDownloadPlanner {
    let essentialBudget: Int

    struct Item { let pack: TileManifest.Pack; let essential: Bool }

    func plan(_ manifest: TileManifest, request: BAContentRequest) -> [Item] {
        // Every pack in the user's home region is marked essential so the map
        // is complete at first launch.
        manifest.packs
            .filter { $0.region == manifest.defaultRegion }
            .map { Item(pack: $0, essential: request == .install || request == .update) }
    }
}
