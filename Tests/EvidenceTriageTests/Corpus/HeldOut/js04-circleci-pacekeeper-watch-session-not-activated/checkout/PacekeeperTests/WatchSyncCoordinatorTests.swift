import XCTest
import WatchConnectivity
@testable import Pacekeeper

final class WatchSyncCoordinatorTests: XCTestCase {
    func testSendsRouteWhenSessionActivated() {
        let session = FakeWatchSession(state: .activated, paired: true, installed: true)
        let coordinator = WatchSyncCoordinator(session: session)
        coordinator.sendRoute(Route.fixture(name: "Lakefront 10K"))
        XCTAssertEqual(session.fileTransfers.count, 1)
    }

    func testDefersRouteTransferUntilSessionActivates() {
        let session = FakeWatchSession(state: .notActivated, paired: true, installed: true)
        let coordinator = WatchSyncCoordinator(session: session)

        coordinator.sendRoute(Route.fixture(name: "Lakefront 10K"))
        XCTAssertEqual(session.fileTransfers.count, 0, "no file transfer may start before activationDidComplete(.activated)")

        session.completeActivation(.activated)
        XCTAssertEqual(session.fileTransfers.count, 1, "the deferred route is sent once the session activates")
    }

    func testDropsTransferWhenNoWatchPaired() {
        let session = FakeWatchSession(state: .activated, paired: false, installed: false)
        WatchSyncCoordinator(session: session).sendRoute(Route.fixture(name: "Hill repeats"))
        XCTAssertTrue(session.fileTransfers.isEmpty)
    }
}
