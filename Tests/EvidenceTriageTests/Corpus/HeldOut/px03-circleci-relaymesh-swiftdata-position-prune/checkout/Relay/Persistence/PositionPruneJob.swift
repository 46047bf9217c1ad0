import Foundation
import SwiftData

/// Runs from the org.relaymesh.relay.position-prune processing task.
struct PositionPruneJob {
    let container: ModelContainer
    var keepPerNode = 50

    func run() throws -> Int {
        let context = ModelContext(container)
        var removed = 0
        for node in try context.fetch(FetchDescriptor<NodeEntity>()) {
            let history = node.positions.sorted { $0.time > $1.time }
            for row in history.dropFirst(keepPerNode - 1) {
                context.delete(row)
                removed += 1
            }
        }
        try context.save()
        return removed
    }
}
