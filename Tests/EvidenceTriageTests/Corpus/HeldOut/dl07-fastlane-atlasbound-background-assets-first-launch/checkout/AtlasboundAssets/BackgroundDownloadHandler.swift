import BackgroundAssets
import os

@main
struct AtlasboundAssetsExtension: BADownloaderExtension {
    private let log = Logger(subsystem: "com.ridgeway.atlasbound.assets", category: "extension")

    func downloads(for request: BAContentRequest, manifestURL: URL, extensionInfo: BAAppExtensionInfo) -> Set<BADownload> {
        log.info("content request \(String(describing: request), privacy: .public)")
        guard let manifest = try? TileManifest(contentsOf: manifestURL) else { return [] }
        let plan = ManifestDownloadPlanner(essentialBudget: extensionInfo.restrictedEssentialDownloadSize ?? 0)
            .plan(manifest, request: request)
        return Set(plan.map { $0.download(appGroup: "group.com.ridgeway.atlasbound") })
    }

    func backgroundDownload(_ finishedDownload: BADownload, finishedWithFileURL fileURL: URL) {
        TilePackStore.shared(appGroup: "group.com.ridgeway.atlasbound").install(finishedDownload.identifier, from: fileURL)
    }
}
