import BackgroundTasks
import Foundation

/// The seam the detection code talks to: BGTaskScheduler in the app,
/// MockTaskScheduler in unit tests.
protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
    func pendingIdentifiers() async -> [String]
}

extension BGTaskScheduler: TaskScheduling {
    func pendingIdentifiers() async -> [String] {
        await pendingTaskRequests().map(\.identifier)
    }
}

protocol Clock {
    var now: Date { get }
}

struct SystemClock: Clock {
    var now: Date { Date() }
}
