import XCTest
@testable import Sentinel

final class FakeBackgroundTask: BackgroundTaskType {
    var expirationHandler: (() -> Void)?
    private(set) var completedWith: Bool?
    var onComplete: (() -> Void)?
    func setTaskCompleted(success: Bool) {
        completedWith = success
        onComplete?()
    }
    func expire() { expirationHandler?() }
}

final class ExposureCheckTaskTests: XCTestCase {
    private var scheduler: SpyExposureCheckScheduler!

    override func setUp() {
        scheduler = SpyExposureCheckScheduler()
    }

    func testHandlerSchedulesNextCheck() {
        let task = ExposureCheckTask(transactionFactory: { StubTransaction(files: 3) }, scheduler: scheduler)
        task.handle(FakeBackgroundTask())
        XCTAssertEqual(scheduler.scheduleCount, 1)
    }

    func testHandlerCompletesTaskWhenDetectionFinishes() {
        let fake = FakeBackgroundTask()
        let completed = expectation(description: "setTaskCompleted called")
        fake.onComplete = { completed.fulfill() }
        let finished = expectation(forNotification: .exposureDetectionDidFinish, object: nil)

        let task = ExposureCheckTask(transactionFactory: { StubTransaction(files: 3) }, scheduler: scheduler)
        task.handle(fake)

        wait(for: [finished, completed], timeout: 10)
        XCTAssertEqual(fake.completedWith, true)
    }

    func testExpirationCompletesTaskUnsuccessfully() {
        let fake = FakeBackgroundTask()
        let task = ExposureCheckTask(transactionFactory: { StubTransaction(files: 3, delay: 5) }, scheduler: scheduler)
        task.handle(fake)

        fake.expire()

        XCTAssertEqual(fake.completedWith, false, "expiration must complete the task with success: false")
    }
}
