import XCTest
@testable import Marten

final class FetchCoordinatorTests: XCTestCase {
    func testLaunchForFetchRunsInboxSyncOnce() async {
        let sync = CountingInboxSync()
        let coordinator = FetchCoordinator(inboxSync: sync)
        // iOS launches the app in the background for a fetch: didFinishLaunching then performFetch.
        async let launch: Void = coordinator.applicationDidFinishLaunching(inBackground: true)
        async let fetch = coordinator.performFetch()
        _ = await (launch, fetch)
        XCTAssertEqual(sync.runCount, 1, "inbox sync ran once per launch and once per fetch")
    }
}
