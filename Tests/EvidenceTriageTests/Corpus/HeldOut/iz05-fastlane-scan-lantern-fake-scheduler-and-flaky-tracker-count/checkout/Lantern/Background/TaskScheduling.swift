import Foundation
import BackgroundTasks

protocol BackgroundTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGTask: BackgroundTaskProtocol {}

protocol TaskScheduling {
    func register(identifier: String, handler: @escaping (BackgroundTaskProtocol) -> Void) -> Bool
    func submit(_ request: BGTaskRequest) throws
}

struct SystemTaskScheduler: TaskScheduling {
    func register(identifier: String, handler: @escaping (BackgroundTaskProtocol) -> Void) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { handler($0) }
    }
    func submit(_ request: BGTaskRequest) throws { try BGTaskScheduler.shared.submit(request) }
}

/// Abstracts DispatchQueue so tests can run work synchronously or on demand.
protocol DispatchableQueue {
    func async(execute work: @escaping () -> Void)
}
extension DispatchQueue: DispatchableQueue {
    func async(execute work: @escaping () -> Void) { async(group: nil, qos: .unspecified, flags: [], execute: work) }
}
