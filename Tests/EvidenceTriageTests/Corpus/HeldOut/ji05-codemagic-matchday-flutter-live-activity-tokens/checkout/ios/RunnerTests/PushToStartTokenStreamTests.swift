import ActivityKit
import XCTest
@testable import Runner

/// Runs against the real ActivityKit on the Simulator (Apple silicon host, iOS 26.1).
@available(iOS 17.2, *)
final class PushToStartTokenStreamTests: XCTestCase {
    func testFirstLaunchDeliversToken() async throws {
        let source = ActivityKitTokenSource<MatchAttributes>()
        var iterator = source.pushToStartTokenUpdates.makeAsyncIterator()
        let token = await iterator.next()
        XCTAssertNotNil(token)
    }

    /// A relaunch should hand the registrar the token again so it can re-register.
    func testRelaunchYieldsTokenAgain() async throws {
        let registrar = LiveActivityRegistrar(api: LiveActivityAPISpy(),
                                              tokens: ActivityKitTokenSource<MatchAttributes>(),
                                              flags: .init(autoRestartLiveActivity: true))
        let yielded = expectation(description: "pushToStartTokenUpdates yields on the second registrar start")
        registrar.onPushToStartToken = { _ in yielded.fulfill() }

        registrar.simulateRelaunch()   // new registrar.start(): subscribes to pushToStartTokenUpdates again

        await fulfillment(of: [yielded], timeout: 20)
    }
}
