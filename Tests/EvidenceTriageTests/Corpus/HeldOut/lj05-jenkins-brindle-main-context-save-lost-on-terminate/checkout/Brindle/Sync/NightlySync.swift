import BackgroundTasks

struct NightlySync {
    static let identifier = "com.brindle.notes.nightly-sync"
    let scheduler: TaskScheduling
    let clock: Clock
    func schedule() throws {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        let next = c.nextDate(after: clock.now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)!
        let r = BGProcessingTaskRequest(identifier: Self.identifier)
        r.earliestBeginDate = next
        try scheduler.submit(r)
    }
}
