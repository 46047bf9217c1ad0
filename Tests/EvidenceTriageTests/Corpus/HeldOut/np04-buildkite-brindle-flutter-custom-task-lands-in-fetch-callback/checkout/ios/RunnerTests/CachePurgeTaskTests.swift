import XCTest
@testable import Runner

final class CachePurgeTaskTests: XCTestCase {
    private var harness: FlutterEngineHarness!

    override func setUpWithError() throws {
        harness = try FlutterEngineHarness(entrypoint: "main", testName: name)
        try harness.seedTileCache(expired: 12, fresh: 40)
    }

    func testPurgeTaskDeletesExpiredTiles() throws {
        try harness.deliverBackgroundFetchEvent(taskId: "com.transistorsoft.purge-tiles")
        try harness.waitForFinish(taskId: "com.transistorsoft.purge-tiles", timeout: 20)
        XCTAssertEqual(try harness.tileCacheCount(expired: true), 0)
    }
}
