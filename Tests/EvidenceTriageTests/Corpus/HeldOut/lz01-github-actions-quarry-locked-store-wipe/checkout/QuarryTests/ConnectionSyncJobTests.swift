import XCTest
@testable import Quarry

final class ConnectionSyncJobTests: XCTestCase {
    private var remote: FakeConnectionRemote!
    private var store: ConnectionStore!

    override func setUp() {
        super.setUp()
        remote = FakeConnectionRemote(connections: Connection.fixtures(count: 3))
        store = ConnectionStore(fileURL: .temporaryConnectionsFile(), protection: .completeUnlessOpen)
    }

    func testFirstRunPullsRemoteConnections() async throws {
        let job = ConnectionSyncJob(store: store, remote: remote)
        try await job.run()
        XCTAssertEqual(try store.load().count, 3)
    }

    /// A BGAppRefreshTask can fire while the device is locked: the file is unreadable,
    /// which must not be read as "the user deleted every connection".
    func testLockedStoreReadDoesNotPushEmptyList() async throws {
        try store.save(Connection.fixtures(count: 3))
        store.simulateProtectedDataUnavailable()
        let job = ConnectionSyncJob(store: store, remote: remote)

        try? await job.run()

        XCTAssertEqual(remote.connections.count, 3, "remote connections after a background run with protected data unavailable")
        XCTAssertFalse(remote.didReceiveReplaceAll)
    }
}
