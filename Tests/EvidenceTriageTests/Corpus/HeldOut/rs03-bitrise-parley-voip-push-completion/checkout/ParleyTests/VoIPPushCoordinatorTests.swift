import XCTest
import PushKit
@testable import Parley

final class VoIPPushCoordinatorTests: XCTestCase {
    var provider: FakeCallProvider!
    var coordinator: VoIPPushCoordinator!

    override func setUp() {
        provider = FakeCallProvider()
        coordinator = VoIPPushCoordinator(provider: provider, bridge: FakeBridge(ready: true))
    }

    func testIncomingPushReportsCall() {
        coordinator.handle(payload: ["caller": "Mira", "uuid": "3F2A5C1E-0000-4000-8000-000000000001"]) {}
        XCTAssertEqual(provider.reportedCalls.map(\.handle), ["Mira"])
    }

    func testCompletionCalledAfterCallReported() {
        var completions = 0
        coordinator.handle(payload: ["caller": "Mira", "uuid": "3F2A5C1E-0000-4000-8000-000000000002"]) { completions += 1 }
        provider.finishPendingReports()
        XCTAssertEqual(completions, 1, "PushKit completion must run once the call is reported")
    }
}
