import BackgroundTasks
import EvidenceRecorder
import XCTest
@testable import AlpenwarnKit

final class BackgroundSchedulerTests: XCTestCase {
    private var fake: FakeTaskScheduler!
    private var authorization: StubAuthorization!
    private var clock: ManualClock!

    override func setUp() {
        super.setUp()
        fake = FakeTaskScheduler()
        authorization = StubAuthorization(status: .notDetermined)
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_792_000_000))
    }

    private func makeScheduler() -> BackgroundScheduler {
        BackgroundScheduler(scheduler: fake, authorization: authorization,
                            recorder: .inMemory(), clock: clock)
    }

    func testNoProcessingRequestBeforeAuthorization() {
        let scheduler = makeScheduler()

        scheduler.applicationDidLaunch()
        scheduler.applicationDidEnterBackground()

        XCTAssertEqual(fake.submitted.filter { $0 is BGProcessingTaskRequest }.map(\.identifier), [],
                       "the exposure check must not be submitted before exposure notifications are authorized")
    }

    func testProcessingRequestSubmittedOnAuthorization() {
        let scheduler = makeScheduler()
        authorization.status = .authorized

        scheduler.authorizationDidChange(to: .authorized)

        XCTAssertEqual(fake.submitted.map(\.identifier), ["ch.alpenwarn.app.exposure-check"])
    }
}
