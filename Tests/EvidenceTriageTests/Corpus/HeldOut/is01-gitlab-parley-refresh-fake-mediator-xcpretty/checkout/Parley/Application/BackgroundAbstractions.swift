import BackgroundTasks
import UIKit

enum UIApplicationStateLike { case active, inactive, background }

protocol AppMediatorProtocol: AnyObject {
    var appState: UIApplicationStateLike { get }
}

protocol TaskSchedulerProtocol: AnyObject {
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskSchedulerProtocol {}

protocol BackgroundRefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: BackgroundRefreshTaskProtocol {}

protocol ClockProtocol: AnyObject {
    var now: Date { get }
}

final class SystemClock: ClockProtocol {
    var now: Date { Date() }
}

protocol SyncClientProtocol: AnyObject {
    func startSync(maxResponses: Int?, timeout: TimeInterval?, completion: (() -> Void)?)
    func stopSync()
}

final class AppMediator: AppMediatorProtocol {
    private weak var application: UIApplication?
    init(application: UIApplication) { self.application = application }

    var appState: UIApplicationStateLike {
        switch application?.applicationState {
        case .active: return .active
        case .inactive: return .inactive
        default: return .background
        }
    }
}
