//
//  BackgroundRefreshHandlerTests.swift
//  TidewellTests
//

import XCTest
@testable import Tidewell

final class BackgroundRefreshHandlerTests: XCTestCase {
    private var defaults: UserDefaults!
    private let fixedNow = Date(timeIntervalSince1970: 1_795_000_471)

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "BackgroundRefreshHandlerTests")
        defaults.removePersistentDomain(forName: "BackgroundRefreshHandlerTests")
    }

    func testSuccessfulRunCompletesTask() async throws {
        let store = FeedStore(defaults: defaults)
        let task = FakeRefreshTask()
        let handler = BackgroundRefreshHandler(store: store,
                                               fetcher: StubFetcher(items: [.fixture(id: "a")]),
                                               scheduler: RefreshScheduler(scheduler: RecordingSubmitter(),
                                                                           recorder: NullRecorder()),
                                               now: { self.fixedNow })
        handler.handle(task: task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCancelsWork() async throws {
        let store = FeedStore(defaults: defaults)
        let task = FakeRefreshTask()
        let handler = BackgroundRefreshHandler(store: store,
                                               fetcher: StubFetcher(items: [], delay: 5),
                                               scheduler: RefreshScheduler(scheduler: RecordingSubmitter(),
                                                                           recorder: NullRecorder()),
                                               now: { self.fixedNow })
        handler.handle(task: task)
        task.expirationHandler?()
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, false)
    }

    /// The app's scene owns one FeedStore; the launch handler builds another one.
    /// After a background run the scene's store must show the new timestamp when
    /// the app comes back to the foreground.
    func testForegroundStoreSeesTimestampWrittenByBackgroundRun() async throws {
        let foregroundStore = FeedStore(defaults: defaults)
        XCTAssertNil(foregroundStore.lastRefreshedAt)

        let backgroundStore = FeedStore(defaults: defaults)
        let task = FakeRefreshTask()
        let handler = BackgroundRefreshHandler(store: backgroundStore,
                                               fetcher: StubFetcher(items: [.fixture(id: "b")]),
                                               scheduler: RefreshScheduler(scheduler: RecordingSubmitter(),
                                                                           recorder: NullRecorder()),
                                               now: { self.fixedNow })
        handler.handle(task: task)
        await task.waitForCompletion()
        XCTAssertEqual(backgroundStore.lastRefreshedAt, fixedNow)

        foregroundStore.sceneWillEnterForeground()
        XCTAssertEqual(foregroundStore.lastRefreshedAt, fixedNow,
                       "foreground FeedStore did not pick up the background run's timestamp")
    }
}
