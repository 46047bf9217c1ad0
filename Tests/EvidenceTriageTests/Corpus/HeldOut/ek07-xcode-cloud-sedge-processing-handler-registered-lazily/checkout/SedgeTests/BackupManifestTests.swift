import XCTest
@testable import Sedge

final class BackupManifestTests: XCTestCase {
    func testManifestSkipsAlreadyUploadedAssets() {
        let asset = PhotoAsset(localIdentifier: "A1/L0/001", cloudKey: "sha256-3e1f", modifiedAt: Date(timeIntervalSince1970: 100))
        var manifest = BackupManifest()
        manifest.uploaded[asset.localIdentifier] = Date(timeIntervalSince1970: 200)
        XCTAssertEqual(manifest.pending(from: [asset]).count, 0)
    }
}
