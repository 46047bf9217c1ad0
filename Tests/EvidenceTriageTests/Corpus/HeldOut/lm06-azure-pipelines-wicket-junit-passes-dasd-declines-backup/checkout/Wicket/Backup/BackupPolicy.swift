import Foundation

struct BackupPolicy {
    let scheduler: TaskScheduling; let clock: FixedClockProtocol; let timeZone: TimeZone

    func scheduleNext() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!       // ignores self.timeZone
        let next = cal.nextDate(after: clock.now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)!
        try scheduler.submit(ProcessingRequest(identifier: NightlyBackup.identifier, earliestBeginDate: next))
    }
}
