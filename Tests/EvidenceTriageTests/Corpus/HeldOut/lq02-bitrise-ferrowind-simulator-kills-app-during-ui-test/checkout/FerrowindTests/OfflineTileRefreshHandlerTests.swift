import XCTest
@testable import Ferrowind

private final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

final class OfflineTileRefreshHandlerTests: XCTestCase {
    func testHandlerRefreshesStaleRegions() {
        let store = InMemoryTileStore(regions: [.fixture(name: "Veluwe", age: .days(40))])
        let downloader = StubTileDownloader(result: .success([.fixture(z: 12)]))
        let task = FakeRefreshTask()
        OfflineTileRefreshHandler(store: store, downloader: downloader).handle(task)
        XCTAssertEqual(task.completions, [true])
    }

    func testHandlerCompletesTaskWhenTilesAreFresh() {
        let store = InMemoryTileStore(regions: [.fixture(name: "Hoge Veluwe", age: .days(2))])
        let downloader = StubTileDownloader(result: .success([]))
        let task = FakeRefreshTask()
        OfflineTileRefreshHandler(store: store, downloader: downloader).handle(task)
        XCTAssertEqual(task.completions, [true], "the system needs setTaskCompleted even when there is nothing to do")
        XCTAssertEqual(downloader.refreshCalls, 0)
    }
}
