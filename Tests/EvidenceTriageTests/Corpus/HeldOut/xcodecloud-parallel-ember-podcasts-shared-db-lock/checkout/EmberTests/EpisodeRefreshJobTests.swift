import BackgroundTasks
import XCTest
@testable import Ember

final class EpisodeRefreshJobTests: XCTestCase {
    private var container: TemporaryAppGroupContainer!

    override func setUpWithError() throws {
        container = try TemporaryAppGroupContainer()
    }

    func testNewEpisodesAreInsertedOnce() async throws {
        let job = EpisodeRefreshJob(feeds: StubFeedClient(.twoNewEpisodes), store: try FeedStore(in: container.url))
        try await job.run()
        try await job.run()
        XCTAssertEqual(try job.store.episodeCount(), 2)
    }

    /// iOS kills an app that is suspended while it holds a lock on a SQLite file in the
    /// shared container (0xdead10cc). The job must close the store before it reports
    /// completion, because completion is what lets the system suspend us.
    func testReleasesSharedDatabaseBeforeCompleting() async throws {
        let store = try FeedStore(in: container.url)
        let task = FakeRefreshTask(identifier: "com.lanternworks.ember.feed-refresh")
        let adapter = RefreshTaskAdapter(job: EpisodeRefreshJob(feeds: StubFeedClient(.twoNewEpisodes), store: store))
        await adapter.handle(task)
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(store.openHandleCountAtLastCompletion, 0, "Feeds.sqlite in the app group container still open when setTaskCompleted was reported")
    }
}
