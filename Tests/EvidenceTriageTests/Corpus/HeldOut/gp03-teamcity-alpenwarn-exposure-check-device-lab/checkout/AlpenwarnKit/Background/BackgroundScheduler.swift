import BackgroundTasks
import EvidenceRecorder
import Foundation

public protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Submits the exposure check (processing) and the config refresh (app refresh).
/// The exposure check is only useful once the user has authorized exposure notifications.
public final class BackgroundScheduler {
    private let scheduler: TaskScheduling
    private let authorization: ExposureAuthorizationProviding
    private let recorder: EvidenceRecorder
    private let clock: Clock

    public init(scheduler: TaskScheduling, authorization: ExposureAuthorizationProviding,
                recorder: EvidenceRecorder, clock: Clock) {
        self.scheduler = scheduler
        self.authorization = authorization
        self.recorder = recorder
        self.clock = clock
    }

    public func applicationDidLaunch() {
        scheduleExposureCheck()
    }

    public func applicationDidEnterBackground() {
        scheduleExposureCheck()
        scheduleRefresh()
    }

    public func authorizationDidChange(to status: ExposureAuthorization) {
        if status == .authorized { scheduleExposureCheck() }
    }

    func scheduleExposureCheck() {
        let request = BGProcessingTaskRequest(identifier: "ch.alpenwarn.app.exposure-check")
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = clock.now.addingTimeInterval(15 * 60)
        submit(request, kind: .processing)
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: "ch.alpenwarn.app.refresh")
        request.earliestBeginDate = clock.now.addingTimeInterval(60 * 60)
        submit(request, kind: .appRefresh)
    }

    private func submit(_ request: BGTaskRequest, kind: TaskKind) {
        let id = try! TaskIdentifier(request.identifier)
        do {
            try scheduler.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("BackgroundScheduler: submit(%@) failed: %@", request.identifier, String(describing: error))
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
