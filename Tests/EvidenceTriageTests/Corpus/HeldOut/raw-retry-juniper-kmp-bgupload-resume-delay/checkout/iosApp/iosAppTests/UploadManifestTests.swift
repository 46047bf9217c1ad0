import XCTest
import Shared
@testable import Juniper

final class UploadManifestTests: XCTestCase {
    func testManifestOmitsDeletedAssets() {
        let library = PhotoLibraryStub(assets: ["A1", "A2", "A3"], deletedSinceLastBackup: ["A2"])
        let manifest = UploadManifestBuilder(library: library).build(since: .distantPast)
        XCTAssertEqual(manifest.assetIds, ["A1", "A3"], "assets deleted since the last backup must not be uploaded")
    }
}
