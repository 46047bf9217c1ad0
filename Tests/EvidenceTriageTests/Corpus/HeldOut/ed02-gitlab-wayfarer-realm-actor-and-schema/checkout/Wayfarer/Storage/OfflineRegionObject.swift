import Foundation
import RealmSwift

final class OfflineRegionObject: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var name: String
    @Persisted var downloadedAt: Date
    @Persisted var tileCount: Int
    @Persisted var lastPrunedAt: Date?   // written by RegionPruneTask (BGProcessingTask)

    convenience init(_ region: OfflineRegion) {
        self.init()
        id = region.id
        name = region.name
        downloadedAt = region.downloadedAt
        tileCount = region.tileCount
    }
}
