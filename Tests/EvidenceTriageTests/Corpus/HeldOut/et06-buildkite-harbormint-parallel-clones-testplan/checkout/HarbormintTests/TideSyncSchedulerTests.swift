import Clocks
import Foundation
import Testing
@testable import Harbormint

@Suite("Tide sync scheduling")
struct TideSyncSchedulerTests {
    let scheduler = MockTaskScheduler()
    let clock = TestClock()

    @Test("No request while the feature is off")
    func noSubmissionWhenFeatureOff() async throws {
        let sut = TideSyncScheduler(scheduler: scheduler, clock: clock)
        await sut.featureToggled(on: false)
        await clock.advance(by: .seconds(60))
        #expect(await scheduler.submissions.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func schedulesSyncWhenFeatureTurnedOn() async throws {
        let sut = TideSyncScheduler(scheduler: scheduler, clock: clock)
        await sut.featureToggled(on: true)

        await clock.advance(by: .seconds(5))
        let submission = await scheduler.nextSubmission()

        #expect(submission.identifier == TideSyncScheduler.taskIdentifier)
    }

    @Test
    func turningOffCancelsPendingRequest() async throws {
        let sut = TideSyncScheduler(scheduler: scheduler, clock: clock)
        await sut.featureToggled(on: true)
        await sut.featureToggled(on: false)
        await clock.run()
        #expect(await scheduler.cancelled == [TideSyncScheduler.taskIdentifier])
    }
}
