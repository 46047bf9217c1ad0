import Foundation
import os

struct LoadedPack { let tag: String; let files: [String]; func contains(_ f: String) -> Bool { files.contains(f) } }

final class AssetPackLoader {
    private let log = Logger(subsystem: "com.starforge.game", category: "AssetPacks")
    let bundle: Bundle
    init(bundle: Bundle) { self.bundle = bundle }

    func beginAccessing(tag: String) async throws -> LoadedPack {
        let request = NSBundleResourceRequest(tags: [tag], bundle: bundle)
        request.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent
        do {
            try await request.beginAccessingResources()
        } catch {
            log.error("beginAccessingResources(\(tag, privacy: .public)) failed: \(error as NSError, privacy: .public)")
            throw error
        }
        let files = (bundle.urls(forResourcesWithExtension: nil, subdirectory: tag) ?? []).map(\.lastPathComponent)
        return LoadedPack(tag: tag, files: files)
    }
}
