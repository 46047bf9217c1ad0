import XCTest
import FileProvider
@testable import HarborSyncFileProvider

final class DomainRegistrationTests: XCTestCase {
    func testAddDomainUsesAccountDisplayName() async throws {
        let domain = NSFileProviderDomain(identifier: .init("ci-display"), displayName: "ana@harbor.example")
        try await NSFileProviderManager.add(domain)
        let all = try await NSFileProviderManager.domains()
        XCTAssertTrue(all.contains { $0.displayName == "ana@harbor.example" })
    }
}
