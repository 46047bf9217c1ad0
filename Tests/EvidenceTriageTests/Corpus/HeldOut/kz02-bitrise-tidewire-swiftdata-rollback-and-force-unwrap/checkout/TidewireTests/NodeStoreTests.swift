import XCTest
import SwiftData
@testable import Tidewire

final class NodeStoreTests: XCTestCase {
    private var container: ModelContainer!
    private var store: NodeStore!

    override func setUpWithError() throws {
        container = try ModelContainer(for: NodeInfoEntity.self, UserEntity.self, MyInfoEntity.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        store = NodeStore(modelContext: ModelContext(container))
    }

    func testFailedSaveIsRolledBack() throws {
        let context = store.modelContext
        context.insert(MyInfoEntity(num: 0x7a31, firmwareVersion: "2.7.13"))
        context.insert(MyInfoEntity(num: 0x7a31, firmwareVersion: "2.7.13"))   // duplicate unique num: save fails
        UpdateSwiftData.upsertMyInfo(MyInfoPacket(num: 0x7a31, rebootCount: 4, firmwareVersion: "2.7.14"), in: context)
        XCTAssertFalse(context.hasChanges, "a failed save should leave the context clean")
    }

    func testRemoveSniffedNodeWithoutUser() throws {
        let node = NodeInfoEntity(num: 0x51c0, user: nil)     // heard via packet sniffing only
        store.modelContext.insert(node)
        try store.removeNode(node)
        XCTAssertEqual(try store.modelContext.fetchCount(FetchDescriptor<NodeInfoEntity>()), 0)
    }

    func testRenameNodeUpdatesLongName() throws {
        let node = NodeInfoEntity(num: 0x1111, user: UserEntity(longName: "Quay"))
        store.modelContext.insert(node)
        try store.rename(node, to: "Quay North")
        XCTAssertEqual(node.user?.longName, "Quay North")
    }
}
