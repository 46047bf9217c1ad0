import XCTest
@testable import FathomDownloaderCore

final class ManifestPlannerTests: XCTestCase {

    func testNonEssentialPacksDeferredUntilLaunch() throws {
        let manifest = try AssetManifest(json: Fixtures.data("manifest-v42.json"))
        let plan = ManifestPlanner(essentialBytesRemaining: 180_000_000).plan(manifest)
        XCTAssertTrue(plan.essential.allSatisfy { manifest.pack($0)?.essential == true })
    }

    /// manifest-v42.json: basemap-z0-8 = 96_214_528 bytes, labels-en = 7_340_032 bytes (both essential)
    func testEssentialDownloadsFitRemainingAllowance() throws {
        let manifest = try AssetManifest(json: Fixtures.data("manifest-v42.json"))
        let plan = ManifestPlanner(essentialBytesRemaining: 180_000_000).plan(manifest)
        XCTAssertEqual(plan.essential, ["basemap-z0-8", "labels-en"])
    }
}
