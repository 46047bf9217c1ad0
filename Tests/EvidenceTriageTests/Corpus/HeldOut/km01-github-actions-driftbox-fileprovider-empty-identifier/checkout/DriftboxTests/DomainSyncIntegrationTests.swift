import FileProvider
import XCTest

/// Runs against the real FileProviderExtension on the CI Mac, with a
/// throwaway domain pointed at the staging server.
final class DomainSyncIntegrationTests: XCTestCase {
    private var domain: NSFileProviderDomain!
    private var manager: NSFileProviderManager!

    override func setUp() async throws {
        domain = NSFileProviderDomain(identifier: NSFileProviderDomainIdentifier("ci-\(UUID().uuidString.prefix(8))"),
                                      displayName: "Driftbox CI")
        try await NSFileProviderManager.add(domain)
        manager = try XCTUnwrap(NSFileProviderManager(for: domain))
    }

    override func tearDown() async throws {
        try await NSFileProviderManager.remove(domain)
    }

    func testSingleFileUploadAppearsOnServer() async throws {
        let root = try await manager.getUserVisibleURL(for: .rootContainer)
        try Data("hello".utf8).write(to: root.appendingPathComponent("hello.txt"))
        try await manager.waitForStabilization()
        let listing = try await StagingServer.shared.list("/")
        XCTAssertTrue(listing.contains("hello.txt"))
    }

    func testBulkFolderImportSettlesAfterRetry() async throws {
        let root = try await manager.getUserVisibleURL(for: .rootContainer)
        try Fixtures.copyFolderTree(named: "projects-40", into: root)

        let settled = expectation(description: "domain stabilizes after bulk import")
        manager.waitForStabilization { error in
            XCTAssertNil(error)
            settled.fulfill()
        }
        await fulfillment(of: [settled], timeout: 180)

        let listing = try await StagingServer.shared.list("/projects-40")
        XCTAssertEqual(listing.count, 40)
    }
}
