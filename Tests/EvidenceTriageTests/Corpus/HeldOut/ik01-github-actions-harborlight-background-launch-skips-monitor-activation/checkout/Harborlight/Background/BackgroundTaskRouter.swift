import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

enum BackgroundTaskID {
    static let gaugeCheck = "com.harborlight.app.gauge-check"     // BGProcessingTask
    static let feedRefresh = "com.harborlight.app.feed-refresh"   // BGAppRefreshTask
}

/// The launch handlers only see this protocol, so tests can hand them a fake task.
protocol BackgroundTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTaskProtocol {}

final class BackgroundTaskRouter {
    private let dependencies: AppDependencies
    private let log = Logger(subsystem: "com.harborlight.app", category: "Background")

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func registerAll() {
        register(BackgroundTaskID.gaugeCheck, kind: .processing)
        register(BackgroundTaskID.feedRefresh, kind: .appRefresh)
    }

    private func register(_ identifier: String, kind: TaskKind) {
        // dependencies.scheduler is BGTaskScheduler.shared in the app, a FakeTaskScheduler in LaunchHarness.
        let ok = dependencies.scheduler.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
            self?.handle(task)
        }
        dependencies.recorder.record(identifier, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func handle(_ task: BackgroundTaskProtocol) {
        dependencies.recorder.record(task.identifier, kind: kind(of: task), phase: .launch, outcome: .succeeded)
        switch task.identifier {
        case BackgroundTaskID.gaugeCheck:
            runGaugeCheck(task)
        case BackgroundTaskID.feedRefresh:
            runFeedRefresh(task)
        default:
            task.setTaskCompleted(success: false)
        }
    }

    private func runGaugeCheck(_ task: BackgroundTaskProtocol) {
        let launchedInBackground = dependencies.applicationState() == .background
        print("[Background] gauge-check started (launchedInBackground=\(launchedInBackground))")
        let check = GaugeCheckTask(monitor: dependencies.gaugeMonitor, store: dependencies.alertStore)
        task.expirationHandler = { check.cancel() }
        check.run { [dependencies] result in
            switch result {
            case .success:
                dependencies.recorder.record(task.identifier, kind: .processing, phase: .execution, outcome: .succeeded)
            case .failure(let error):
                print("[Background] gauge-check failed: GaugeMonitorError.\(error)")
                dependencies.recorder.record(task.identifier, kind: .processing, phase: .execution, outcome: .failed,
                                             error: "GaugeMonitorError.\(error)")
            }
            task.setTaskCompleted(success: result.isSuccess)
            dependencies.recorder.record(task.identifier, kind: .processing, phase: .completion,
                                         outcome: result.isSuccess ? .succeeded : .failed)
        }
    }

    private func runFeedRefresh(_ task: BackgroundTaskProtocol) {
        dependencies.feed.refresh { ok in task.setTaskCompleted(success: ok) }
    }

    func scheduleFeedRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskID.feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        submit(request, kind: .appRefresh, name: "feed-refresh")
    }

    func scheduleGaugeCheck() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskID.gaugeCheck)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        submit(request, kind: .processing, name: "gauge-check")
    }

    private func submit(_ request: BGTaskRequest, kind: TaskKind, name: String) {
        do {
            try dependencies.scheduler.submit(request)
            dependencies.recorder.record(request.identifier, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Background] \(name) submit failed: \(error)")
            dependencies.recorder.record(request.identifier, kind: kind, phase: .submission, outcome: .failed,
                                         error: ErrorType(error))
        }
    }

    private func kind(of task: BackgroundTaskProtocol) -> TaskKind {
        task.identifier == BackgroundTaskID.gaugeCheck ? .processing : .appRefresh
    }
}
