import Dependencies
import XCTest
@testable import Tallybook

final class SyncFeatureTests: XCTestCase {
    func testBackgroundRefreshSchedulesNextRun() async throws {
        let submitted = LockIsolated<[String]>([])
        let model = withDependencies {
            $0.ledgerAPI.fetchChanges = { _ in [] }
            $0.date.now = Date(timeIntervalSince1970: 1_790_000_000)
        } operation: {
            SyncModel()
        }

        await model.backgroundRefreshFired()

        XCTAssertEqual(submitted.value, ["app.tallybook.refresh"])
    }

    func testForegroundSyncUpdatesBadge() async throws {
        let model = withDependencies {
            $0.ledgerAPI.fetchChanges = { _ in [.fixture(id: 1), .fixture(id: 2)] }
            $0.taskScheduler = .noop
        } operation: {
            SyncModel()
        }
        await model.syncNow()
        XCTAssertEqual(model.unreadCount, 2)
    }
}
