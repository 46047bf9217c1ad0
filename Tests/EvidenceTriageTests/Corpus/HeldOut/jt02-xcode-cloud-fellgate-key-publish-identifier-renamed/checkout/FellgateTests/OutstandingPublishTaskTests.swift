import XCTest
@testable import Fellgate

final class OutstandingPublishTaskTests: XCTestCase {
    private var scheduler: MockBackgroundTaskScheduler!
    private var storage: OutstandingPublishStorageSpy!
    private var publisher: KeyPublisherStub!
    private var bgTask: FakeBackgroundTask!

    override func setUp() {
        super.setUp()
        scheduler = MockBackgroundTaskScheduler()
        storage = OutstandingPublishStorageSpy()
        storage.add(.init(dayToPublish: .yesterday, fake: false))
        publisher = KeyPublisherStub()
        bgTask = FakeBackgroundTask(identifier: "com.fellgate.app.key-publish")
    }

    func testPublishesAndRemovesOutstandingEntry() {
        publisher.result = .success(())
        OutstandingPublishTask(task: bgTask, storage: storage, publisher: publisher, scheduler: scheduler).run()
        XCTAssertEqual(storage.removeCallCount, 1)
        XCTAssertEqual(bgTask.completedSuccess, true)
    }

    func testExpirationDoesNotMarkPublishDone() {
        publisher.holdCompletion = true
        OutstandingPublishTask(task: bgTask, storage: storage, publisher: publisher, scheduler: scheduler).run()

        bgTask.simulateExpiration()              // system takes the time back
        publisher.complete(with: .failure(.cancelled))

        XCTAssertEqual(storage.removeCallCount, 0, "an expired publish must stay outstanding for the next run")
        XCTAssertEqual(bgTask.completedSuccess, false)
    }
}
