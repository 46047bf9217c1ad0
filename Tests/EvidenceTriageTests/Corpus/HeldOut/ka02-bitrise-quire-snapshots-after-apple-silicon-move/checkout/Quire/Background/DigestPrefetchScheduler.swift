import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

struct DigestPrefetchScheduler {
    static let identifier = "com.quire.reader.digest-prefetch"
    var scheduler: TaskScheduling = BGTaskScheduler.shared
    var now: () -> Date = Date.init
    var timeZone: TimeZone = .current

    /// Ask for the next prefetch at 02:00 in the reader's time zone.
    func scheduleNext() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: now())!
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = calendar.date(bySettingHour: 2, minute: 0, second: 0, of: tomorrow)
        try scheduler.submit(request)
    }
}
