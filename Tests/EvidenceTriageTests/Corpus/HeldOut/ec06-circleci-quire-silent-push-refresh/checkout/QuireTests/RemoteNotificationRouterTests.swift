import XCTest
@testable import Quire

private struct StubHandler: SilentPushHandling {
    let claims: String
    let result: UIBackgroundFetchResult
    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        (userInfo["type"] as? String) == claims ? result : nil
    }
}

final class RemoteNotificationRouterTests: XCTestCase {
    private let router = RemoteNotificationRouter(handlers: [
        StubHandler(claims: "notebook_changed", result: .newData),
        StubHandler(claims: "share_accepted", result: .newData),
    ])

    func testClaimedPushReportsHandlerResult() async {
        let result = await withCheckedContinuation { continuation in
            router.route(["type": "notebook_changed"]) { continuation.resume(returning: $0) }
        }
        XCTAssertEqual(result, .newData)
    }

    /// iOS expects the fetch completion handler on every silent push; a push no
    /// handler claims (e.g. "presence") must still complete with .noData.
    func testCompletionCalledWhenNoHandlerClaimsPush() {
        let completed = expectation(description: "fetch completion handler called")
        var results: [UIBackgroundFetchResult] = []
        router.route(["type": "presence", "aps": ["content-available": 1]]) {
            results.append($0)
            completed.fulfill()
        }
        _ = XCTWaiter.wait(for: [completed], timeout: 2)
        XCTAssertEqual(results.map(\.rawValue), [UIBackgroundFetchResult.noData.rawValue])
    }
}
