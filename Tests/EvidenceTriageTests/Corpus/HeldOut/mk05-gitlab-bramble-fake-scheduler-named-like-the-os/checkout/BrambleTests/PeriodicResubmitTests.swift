import Foundation
import Testing
@testable import Bramble

/// `FakeBGTaskScheduler` stands in for BGTaskScheduler.shared; `ManualClock` is the test's clock.
@Suite struct PeriodicResubmitTests {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_789_027_200))   // 2026-09-10 08:00 UTC
    let system = FakeBGTaskScheduler()

    @Test func systemSchedulesNextRunSixHoursLater() async throws {
        let worker = MailSyncWorker(scheduler: system, clock: clock)
        let request = WorkRequest.periodic("mail-sync", every: .hours(6), requiresNetwork: true, requiresCharging: true)
        try worker.schedule(request)
        try await system.runLaunchHandler(for: "dev.bramble.mail.sync", result: .success)
        clock.advance(by: .seconds(60))
        #expect(system.lastSubmitted?.earliestBeginDate == clock.start.addingTimeInterval(6 * 3600))
    }

    @Test func resubmitKeepsNetworkRequirement() async throws {
        let worker = MailSyncWorker(scheduler: system, clock: clock)
        try worker.schedule(.periodic("mail-sync", every: .hours(6), requiresNetwork: true, requiresCharging: true))
        try await system.runLaunchHandler(for: "dev.bramble.mail.sync", result: .success)
        #expect(system.lastSubmitted?.requiresNetworkConnectivity == true)
    }

    @Test func firstSubmissionUsesRequestedInterval() throws {
        let worker = MailSyncWorker(scheduler: system, clock: clock)
        try worker.schedule(.periodic("mail-sync", every: .hours(6), requiresNetwork: true, requiresCharging: true))
        #expect(system.lastSubmitted?.earliestBeginDate == clock.start.addingTimeInterval(6 * 3600))
    }
}
