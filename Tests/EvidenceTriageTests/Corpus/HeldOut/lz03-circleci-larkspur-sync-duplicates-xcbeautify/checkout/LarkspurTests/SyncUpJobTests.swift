import XCTest
@testable import Larkspur

final class SyncUpJobTests: XCTestCase {
    func testSyncUpPushesNewRecords() async throws {
        let (store, server) = (LocalRecordStore.inMemory(), FakeRecordServer())
        try store.insert(.visit(localId: "A-16", notes: "first"))
        try await SyncUpJob(store: store, server: server).run()
        XCTAssertEqual(server.created.map(\.localId), ["A-16"])
    }

    func testEditDuringSyncUpDoesNotDuplicateRecord() async throws {
        let (store, server) = (LocalRecordStore.inMemory(), FakeRecordServer())
        try store.insert(.visit(localId: "A-17", notes: "draft"))
        server.onCreate = { _ in try? store.update(localId: "A-17") { $0.notes = "edited while syncing" } }

        try await SyncUpJob(store: store, server: server).run()
        try await SyncUpJob(store: store, server: server).run()

        XCTAssertEqual(server.records(localId: "A-17").count, 1, "records with localId A-17 after two sync-up runs")
    }
}
