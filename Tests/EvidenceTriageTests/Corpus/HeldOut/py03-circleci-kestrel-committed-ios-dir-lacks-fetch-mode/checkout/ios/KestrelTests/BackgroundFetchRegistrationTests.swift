import XCTest
@testable import Kestrel

final class BackgroundFetchRegistrationTests: XCTestCase {
    override func setUp() async throws {
        try await KestrelTestBridge.shared.waitForJSReady(timeout: 20)
    }

    func testRegisterInboxSyncResolves() async throws {
        try await KestrelTestBridge.shared.call("registerInboxSync")
    }

    func testInboxSyncAppearsInRegisteredTasks() async throws {
        _ = try? await KestrelTestBridge.shared.call("registerInboxSync")
        let tasks = try await KestrelTestBridge.shared.registeredTaskNames()
        XCTAssertTrue(tasks.contains("kestrel-inbox-sync"), "registered tasks: \(tasks)")
    }
}
