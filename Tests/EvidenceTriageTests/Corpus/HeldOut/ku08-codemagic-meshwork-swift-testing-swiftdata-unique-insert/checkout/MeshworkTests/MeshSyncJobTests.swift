import SwiftData
import Testing
@testable import Meshwork

@Suite struct MeshSyncJobTests {
    let container = try! ModelContainer(for: NodeEntity.self, configurations: .init(isStoredInMemoryOnly: true))

    @Test func appliesKnownNodePosition() async throws {
        let job = MeshSyncJob(modelContainer: container)
        try await job.apply([.nodeInfo(from: 7, "Ridge"), ])
        try await job.apply([.position(from: 7, .fixture)])
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<NodeEntity>()) == 1)
    }

    @Test func positionBeforeNodeInfoCreatesOneStub() async throws {
        let job = MeshSyncJob(modelContainer: container)
        try await job.apply([.position(from: 42, .fixture), .nodeInfo(from: 42, "Summit relay")])
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<NodeEntity>()) == 1)
    }
}
