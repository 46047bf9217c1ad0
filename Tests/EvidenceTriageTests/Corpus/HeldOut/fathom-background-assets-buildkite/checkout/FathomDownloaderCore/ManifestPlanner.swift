import Foundation

public struct DownloadPlan: Equatable {
    public var essential: [String] = []
    public var deferred: [String] = []
}

/// Splits manifest packs into essential downloads (scheduled before first launch, limited by
/// BAAppExtensionInfo.restrictedEssentialDownloadSizeRemaining) and deferred ones.
public struct ManifestPlanner {
    public let essentialBytesRemaining: Int64

    public init(essentialBytesRemaining: Int64) {
        self.essentialBytesRemaining = essentialBytesRemaining
    }

    public func plan(_ manifest: AssetManifest) -> DownloadPlan {
        var plan = DownloadPlan()
        var budget = essentialBytesRemaining
        for pack in manifest.packs.sorted(by: { $0.priority < $1.priority }) {
            let size = Int64(pack.size) * 1024          // manifest "size" field
            if pack.essential && size <= budget {
                plan.essential.append(pack.id)
                budget -= size
            } else {
                plan.deferred.append(pack.id)
            }
        }
        return plan
    }
}
