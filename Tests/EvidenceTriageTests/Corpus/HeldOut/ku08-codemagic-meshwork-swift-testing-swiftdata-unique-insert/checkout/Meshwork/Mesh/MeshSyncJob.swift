import Foundation
import SwiftData

/// Body of the BGProcessingTask com.meshwork.mesh.sync: replays packets buffered while the app was suspended.
@ModelActor
actor MeshSyncJob {
    func apply(_ packets: [MeshPacket]) throws {
        for packet in packets {
            switch packet.kind {
            case .position(let pos): try upsertPosition(num: packet.from, pos)
            case .nodeInfo(let info): try upsertNodeInfo(num: packet.from, info)
            }
        }
        try modelContext.save()   // one save for the whole batch
    }

    private func findOrCreateNode(num: Int64) throws -> NodeEntity {
        let descriptor = FetchDescriptor<NodeEntity>(predicate: #Predicate { $0.num == num })
        // Fetch sees saved rows only after the batch is saved; a second packet for the same
        // new node inserts a second NodeEntity with the same @Attribute(.unique) num.
        if let existing = try modelContext.fetch(descriptor).first { return existing }
        let node = NodeEntity(num: num)
        modelContext.insert(node)
        return node
    }

    private func upsertPosition(num: Int64, _ pos: Position) throws { try findOrCreateNode(num: num).lastPosition = pos }
    private func upsertNodeInfo(num: Int64, _ info: NodeInfo) throws { try findOrCreateNode(num: num).longName = info.longName }
}
