import BackgroundTasks
import UIKit

enum BackgroundTaskID {
    static let inboxPrefetch = "com.chatterbox.ios.inbox-prefetch"
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        NSLog("[Chatterbox] launch: registering %@", BackgroundTaskID.inboxPrefetch)
        InboxPrefetchScheduler.shared.registerHandler()
        return true
    }
}

final class InboxPrefetchScheduler {
    static let shared = InboxPrefetchScheduler()
    private(set) var didRegisterHandler = false

    func registerHandler() {
        didRegisterHandler = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskID.inboxPrefetch,
                                                             using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        if !didRegisterHandler {
            NSLog("[Background] inbox-prefetch registration returned false")
        }
        DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.inboxPrefetch, kind: .appRefresh,
                                          phase: .registration,
                                          outcome: didRegisterHandler ? .succeeded : .failed,
                                          errorType: didRegisterHandler ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func makeRequest(now: Date = .now) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskID.inboxPrefetch)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return request
    }

    func schedule() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.inboxPrefetch, kind: .appRefresh,
                                              phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            NSLog("[Background] inbox-prefetch submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.inboxPrefetch, kind: .appRefresh,
                                              phase: .submission, outcome: .failed, errorType: DiagnosticsRecorder.errorType(error))
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        schedule()
        let operation = InboxPrefetchOperation()
        task.expirationHandler = { operation.cancel() }
        operation.completionBlock = { task.setTaskCompleted(success: !operation.isCancelled) }
        OperationQueue.prefetch.addOperation(operation)
    }
}
