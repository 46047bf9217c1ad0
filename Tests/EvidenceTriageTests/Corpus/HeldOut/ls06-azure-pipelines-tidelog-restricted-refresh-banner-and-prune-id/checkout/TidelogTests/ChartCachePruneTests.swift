import BackgroundTasks
import XCTest
@testable import Tidelog

final class ChartCachePruneTests: XCTestCase {
    func testPruneTaskSubmits() {
        XCTAssertNoThrow(try BackgroundTasks.shared.submitChartCachePrune())
    }

    func testPruneKeepsChartsForSavedPassages() throws {
        let cache = ChartCache.inMemory(charts: ["IE-DUB-01", "IE-HOW-02", "GB-HOL-07"])
        cache.prune(keeping: ["IE-HOW-02"])
        XCTAssertEqual(cache.chartIDs, ["IE-HOW-02"])
    }
}
