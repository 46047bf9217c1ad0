import XCTest
@testable import Bramble

/// "Simulated" launches go through FakeBGTaskScheduler.fireDueTasks(at:), never the OS.
final class BGTaskLaunchSimulationTests: XCTestCase {
    func testSystemLaunchesSyncWithin15Minutes() throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_789_027_200))
        let system = FakeBGTaskScheduler()
        let launched = expectation(description: "sync handler launched")
        let worker = MailSyncWorker(scheduler: system, clock: clock)
        system.onHandlerInvoked = { id in if id == "dev.bramble.mail.sync" { launched.fulfill() } }
        try worker.schedule(.periodic("mail-sync", every: .minutes(15), requiresNetwork: false, requiresCharging: false))
        clock.advance(by: .minutes(15))
        system.fireDueTasks(at: clock.now)
        wait(for: [launched], timeout: 1)
    }
}
