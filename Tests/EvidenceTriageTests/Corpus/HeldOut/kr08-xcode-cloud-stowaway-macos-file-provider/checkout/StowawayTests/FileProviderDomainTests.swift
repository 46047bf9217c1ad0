import XCTest
import FileProvider
@testable import Stowaway

final class FileProviderDomainTests: XCTestCase {
    func testDomainRootEnumerates() async throws {
        try await NSFileProviderManager.add(ExtensionEnabler.domain)
        let manager = try XCTUnwrap(NSFileProviderManager(for: ExtensionEnabler.domain))
        do {
            try await manager.signalEnumerator(for: .rootContainer)
            let url = try await manager.getUserVisibleURL(for: .rootContainer)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        } catch {
            XCTFail("root container not reachable: \(error)")
        }
    }
}
