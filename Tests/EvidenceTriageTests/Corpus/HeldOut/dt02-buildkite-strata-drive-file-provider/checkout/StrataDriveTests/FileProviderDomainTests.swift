import FileProvider
import XCTest
@testable import StrataDrive

/// Hosted in StrataDrive.app so NSFileProviderManager resolves the embedded
/// StrataFileProvider.appex and the app's own entitlements.
final class FileProviderDomainTests: XCTestCase {

    func testAppGroupContainerIsReachable() throws {
        let url = try XCTUnwrap(AppGroup.containerURL, "app group container unavailable")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }

    func testDocumentStorageURLIsInsideAppGroup() throws {
        let container = try XCTUnwrap(AppGroup.containerURL)
        let storage = NSFileProviderManager.default.documentStorageURL
        XCTAssertTrue(storage.path.hasPrefix(container.path),
                      "documentStorageURL \(storage.path) is outside \(container.path)")
    }
}
