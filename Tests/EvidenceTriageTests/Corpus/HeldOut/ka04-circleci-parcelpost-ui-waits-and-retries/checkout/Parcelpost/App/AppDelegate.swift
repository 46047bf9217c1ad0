import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder.fromEnvironment()
    static let trackingRefresh = try! TaskIdentifier("com.parcelpost.app.tracking-refresh")
    static let photoUpload = try! TaskIdentifier("com.parcelpost.app.photo-upload")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.trackingRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.trackingRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TrackingRefreshJob.live.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.trackingRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: refresh ? .succeeded : .failed)
        let upload = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.photoUpload.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.photoUpload, kind: .processing, phase: .launch, outcome: .succeeded)
            DeliveryPhotoUploader.live.handle(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.photoUpload, kind: .processing, phase: .registration,
                                  outcome: upload ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGAppRefreshTaskRequest(identifier: Self.trackingRefresh.rawValue)
        request.earliestBeginDate = Date()
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Self.recorder.record(Self.trackingRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("tracking-refresh: submit failed: \(error)")
            try? Self.recorder.record(Self.trackingRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                      error: ErrorType(error))
        }
    }
}
