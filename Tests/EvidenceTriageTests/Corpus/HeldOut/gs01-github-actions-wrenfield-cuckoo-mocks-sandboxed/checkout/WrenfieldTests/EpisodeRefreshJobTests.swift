import Cuckoo
import XCTest
@testable import Wrenfield

final class EpisodeRefreshJobTests: XCTestCase {
    private var client: MockFeedClient!
    private var store: MockEpisodeStore!
    private var scheduler: MockRefreshScheduling!

    override func setUp() {
        super.setUp()
        client = MockFeedClient()
        store = MockEpisodeStore()
        scheduler = MockRefreshScheduling()
        stub(scheduler) { stub in
            when(stub.submitEpisodeRefresh(earliest: any())).thenDoNothing()
        }
    }

    func testRunStoresNewEpisodesAndReschedules() async {
        stub(client) { stub in
            when(stub.fetchEpisodes(since: any())).thenReturn([.fixture(id: "ep-901")])
        }
        stub(store) { stub in
            when(stub.lastRefresh.get).thenReturn(nil)
            when(stub.insert(any())).thenDoNothing()
        }
        let job = EpisodeRefreshJob(client: client, store: store, scheduler: scheduler)

        let succeeded = await job.run()

        XCTAssertTrue(succeeded)
        verify(store).insert(any())
        verify(scheduler).submitEpisodeRefresh(earliest: any())
    }
}
