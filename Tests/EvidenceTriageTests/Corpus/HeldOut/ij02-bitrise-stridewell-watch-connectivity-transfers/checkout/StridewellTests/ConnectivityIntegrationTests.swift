import WatchConnectivity
import XCTest
@testable import Stridewell

/// Runs against the paired Apple Watch simulator that the watchOS step installed the watch app on.
final class ConnectivityIntegrationTests: XCTestCase {
    override func setUp() async throws {
        try await super.setUp()
        try await WatchSessionActivator.activate(timeout: 10)
    }

    func testSessionIsPairedWithWatchApp() {
        XCTAssertTrue(WCSession.default.isPaired)
        XCTAssertTrue(WCSession.default.isWatchAppInstalled)
    }

    func testRouteSyncReplyFromWatch() {
        let replied = expectation(description: "watch acknowledges route")
        var failure: Error?
        PhoneRelay.shared.requestRouteAck(routeID: "route-5521") { result in
            if case .failure(let error) = result { failure = error }
            replied.fulfill()
        }
        wait(for: [replied], timeout: 45)
        XCTAssertNil(failure, "watch should wake and acknowledge the route sync")
    }
}
