import Foundation

protocol TaskScheduling { func submitAppRefresh(identifier: String, earliestBeginDate: Date?) throws }
protocol Clock { var now: Date { get } }

struct RefreshPlanner {
    enum Outcome { case success, failure(attempt: Int) }
    static let identifier = "com.ibisparcel.ibis.refresh"
    let scheduler: TaskScheduling
    let clock: Clock

    func scheduleNext(after outcome: Outcome) throws {
        let delay: TimeInterval
        switch outcome {
        case .success: delay = 60 * 60
        case .failure(let attempt): delay = TimeInterval(attempt) * 15 * 60 / 2
        }
        try scheduler.submitAppRefresh(identifier: Self.identifier, earliestBeginDate: clock.now.addingTimeInterval(delay))
    }
}
