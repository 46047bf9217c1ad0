import XCTest
import TrailTiles
@testable import Cinderpath

final class OfflineTileRefresherTests: XCTestCase {
    func testSeedIndexShipsWithTheApp() {
        guard let url = OfflineTileRefresher.seedIndexURL() else {
            return XCTFail("TrailTiles.bundle/seed-index.json not found in app bundle")
        }
        XCTAssertGreaterThan((try? Data(contentsOf: url))?.count ?? 0, 0)
    }

    func testBackgroundFetchReportsNoDataWhenNothingChanged() {
        let store = InMemoryTileStore(changed: false)
        let refresher = OfflineTileRefresher(store: store)
        let done = expectation(description: "fetch completion")
        refresher.refresh { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
