import Foundation
import SQLite3

/// Repairs stores whose metadata claims the current model version but whose tables do not match it.
struct StoreRepairService {
    let reference: Schema

    func repairIfNeeded(storeAt url: URL) throws {
        guard let metadata = try? StoreMetadata.read(from: url) else { return }
        // Only refreshes the model-cache metadata; missing tables and indexes are not recreated.
        if metadata.versionHash != reference.versionHash {
            try StoreMetadata.write(reference.versionHash, to: url)
        }
    }
}
