import XCTest
import FileProvider
@testable import HarborSyncFileProvider

final class RemoteChangeSignalTests: XCTestCase {
    func testUnlockIsEnumeratedWithinTenSeconds() async throws {
        let domain = try await TestDomain.registered(named: "ci-signal")
        let manager = try XCTUnwrap(NSFileProviderManager(for: domain))
        let enumerated = expectation(description: "enumerateChanges called for doc:8812")
        let token = ExtensionEventTap.shared.onEnumerateChanges(container: "doc:8812") { enumerated.fulfill() }
        defer { ExtensionEventTap.shared.remove(token) }
        try await RemoteChangeSignaller(manager: manager).lockStateChanged(for: NSFileProviderItemIdentifier("doc:8812"))
        await fulfillment(of: [enumerated], timeout: 10)
    }
}
