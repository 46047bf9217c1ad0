import XCTest
@testable import Saltgrove

final class BackgroundSessionRouterTests: XCTestCase {
    func testDownloadedTileIsAdoptedByStore() throws {
        let store = TileStore.inMemory()
        let router = BackgroundSessionRouter()
        router.tileStore = store
        router.urlSession(router.session, downloadTask: .stub(url: "https://tiles.saltgrove.app/12/2048/1361.pbf"),
                          didFinishDownloadingTo: try Fixtures.tempFile())
        XCTAssertEqual(store.count, 1)
    }

    /// iOS relaunches the app with the identifier the session was created with in the previous process.
    func testRelaunchEventsReachRouterAndCallCompletion() {
        let router = BackgroundSessionRouter()
        let relaunchIdentifier = "com.saltgrove.tiles.bg"
        var called = false
        router.handleEvents(forBackgroundURLSession: relaunchIdentifier) { called = true }
        router.urlSessionDidFinishEvents(forBackgroundURLSession: router.session)
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        XCTAssertEqual(router.session.configuration.identifier, relaunchIdentifier)
        XCTAssertTrue(called, "the completion handler from handleEventsForBackgroundURLSession must be called")
    }
}
