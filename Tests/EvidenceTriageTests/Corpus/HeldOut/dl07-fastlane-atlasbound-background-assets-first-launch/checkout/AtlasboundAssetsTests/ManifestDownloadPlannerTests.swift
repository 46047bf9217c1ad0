import XCTest
@testable import AtlasboundAssets

final class ManifestDownloadPlannerTests: XCTestCase {
    func testEssentialDownloadsFitInstallBudget() throws {
        let manifest = try TileManifest.fixture("manifest-pnw.json")       // 6 packs, 1.9 GB total in pnw
        let budget = 400_000_000                                          // BAEssentialMaxInstallSize
        let plan = ManifestDownloadPlanner(essentialBudget: budget).plan(manifest, request: .install)
        let essentialBytes = plan.filter(\.essential).map(\.pack.size).reduce(0, +)
        XCTAssertLessThanOrEqual(essentialBytes, budget)
    }
}
