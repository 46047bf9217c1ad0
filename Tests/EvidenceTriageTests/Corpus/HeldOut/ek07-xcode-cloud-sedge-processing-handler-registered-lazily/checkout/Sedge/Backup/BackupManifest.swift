import Foundation

/// Decides which assets still need uploading.
struct BackupManifest {
    var uploaded: [String: Date] = [:]   // localIdentifier -> uploadedAt

    func pending(from assets: [PhotoAsset]) -> [PhotoAsset] {
        assets.filter { asset in
            guard let at = uploaded[asset.cloudKey] else { return true }
            return at < asset.modifiedAt
        }
    }
}
