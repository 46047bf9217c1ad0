import XCTest
@testable import Harborline

/// Drives the silent-push path end to end against the local stub server:
/// the push is injected straight into the app delegate (no APNs involved).
final class SilentPushManifestTests: XCTestCase {
    private var server: StubServer!

    override func setUp() async throws {
        server = try await StubServer.start(fixture: "manifest-v2.json")
        server.headerDelay = 8.0   // staging p95 time-to-first-byte
        AppEnvironment.current.apiBase = server.baseURL
    }

    override func tearDown() async throws { await server.stop() }

    func testSilentPushDownloadsManifest() async throws {
        let delegate = AppDelegate()
        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "kind": "manifest"]
        let result = await delegate.application(UIApplication.shared,
                                                didReceiveRemoteNotification: payload)
        XCTAssertEqual(result, .newData)
        XCTAssertNil(ManifestStore.shared.lastError)
    }
}
