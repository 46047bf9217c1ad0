import XCTest
import WatchConnectivity
@testable import Pacekeeper

/// Talks to the real WCSession of the host app.
final class WatchPairingIntegrationTests: XCTestCase {
    func testCompanionReportsWatchAppInstalled() async throws {
        let session = WCSession.default
        try await WatchSessionActivator.shared.activate(timeout: 10)
        XCTAssertEqual(session.activationState, .activated)
        XCTAssertTrue(session.isPaired, "WCSession.default.isPaired is false")
        XCTAssertTrue(session.isWatchAppInstalled, "PacekeeperWatch should be installed on the paired watch")
    }
}
