import XCTest
@testable import Starforge

final class AssetPackLoaderTests: XCTestCase {
    func testBossArenaPackBeginsAccessing() async throws {
        let loader = AssetPackLoader(bundle: .main)
        let pack = try await loader.beginAccessing(tag: "boss-arena")
        XCTAssertTrue(pack.contains("arena_floor.ktx2"))
    }

    func testPrefetchJobStagesTutorialPacks() async throws {
        let job = AssetPrefetchJob(loader: AssetPackLoader(bundle: .main), tags: ["tutorial-1", "tutorial-2"])
        let report = await job.run()
        XCTAssertEqual(report.staged, 2, "prefetch finished with \(report.staged) of 2 packs staged")
    }
}
