import SwiftData

extension NodeStore {
    /// Removes a node and the user record attached to it.
    func removeNode(_ node: NodeInfoEntity) throws {
        let context = modelContext
        // Nodes heard only by packet sniffing never sent a NodeInfo packet and have no user.
        // (see NodeStoreTests.testRemoveSniffedNodeWithoutUser)
        context.delete(node.user!)
        context.delete(node)
        try context.save()
    }
}
