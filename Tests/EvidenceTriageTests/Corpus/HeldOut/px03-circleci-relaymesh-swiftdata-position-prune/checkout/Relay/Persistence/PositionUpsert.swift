import Foundation
import SwiftData

extension MeshIngestActor {
    /// Stores a position packet for a node. Near-duplicate fixes (within 9 m of the latest) replace the latest.
    func upsertPosition(_ fix: PositionFix, for node: NodeEntity) throws {
        let latest = node.latestPosition
        let row = PositionEntity(fix: fix)
        row.latest = true
        node.positions.append(row)
        if let latest {
            latest.latest = false
            if fix.distance(to: latest.coordinate) < 9 {
                modelContext.delete(latest)
            }
        }
        node.latestPositionCache = row
        try modelContext.save()
    }
}
