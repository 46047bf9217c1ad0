import XCTest
@testable import Tidecast

final class EpisodeDownloadStoreTests: XCTestCase {
    private var defaults: UserDefaults!
    private var store: EpisodeDownloadStore!

    override func setUp() {
        defaults = UserDefaults(suiteName: "EpisodeDownloadStoreTests")
        defaults.removePersistentDomain(forName: "EpisodeDownloadStoreTests")
        store = EpisodeDownloadStore(defaults: defaults)
    }

    func testRegisteredTaskIsFound() {
        let task = FakeDownloadTask(original: URL(string: "https://feeds.tidecast.fm/e/0412.mp3")!)
        store.register(task, episodeID: "ep-0412")
        XCTAssertEqual(store.episodeID(for: task), "ep-0412")
    }

    func testForgetRemovesEntry() {
        let task = FakeDownloadTask(original: URL(string: "https://feeds.tidecast.fm/e/0413.mp3")!)
        store.register(task, episodeID: "ep-0413")
        store.forget(task)
        XCTAssertNil(store.episodeID(for: task))
    }

    func testRelaunchMatchesCompletedTaskAfterRedirect() {
        // Enclosure URLs go through the host's tracking redirect to the CDN.
        let enclosure = URL(string: "https://feeds.tidecast.fm/e/0412.mp3")!
        store.register(FakeDownloadTask(original: enclosure), episodeID: "ep-0412")

        // After the system relaunches us, the delegate sees a task rebuilt by the
        // background session: same original request, current request redirected.
        let relaunched = FakeDownloadTask(original: enclosure,
                                          current: URL(string: "https://cdn-7.tidecast-media.net/a1/0412-128k.mp3?exp=1760000000")!)
        let rebuiltStore = EpisodeDownloadStore(defaults: defaults)
        XCTAssertEqual(rebuiltStore.episodeID(for: relaunched), "ep-0412")
    }
}
