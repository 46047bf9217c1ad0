import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let container = AppContainer.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(container: container)
        return true
    }
}

enum BackgroundTasks {
    static let refresh = "com.larkspurapp.reader.refresh"
    static let upload = "com.larkspurapp.reader.upload"

    static func registerAll(container: AppContainer) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            RefreshTaskAdapter(job: container.feedRefreshJob).handle(task: task as! BGAppRefreshTask)
        }
        container.recorder.registration(refresh, kind: .appRefresh, succeeded: refreshOK)

        let uploadOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: upload, using: nil) { task in
            UploadTaskAdapter(job: container.stagedUploadJob).handle(task: task as! BGProcessingTask)
        }
        container.recorder.registration(upload, kind: .processing, succeeded: uploadOK)
    }

    static func scheduleRefresh(recorder: DiagnosticsRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.submission(refresh, kind: .appRefresh, error: nil)
        } catch {
            recorder.submission(refresh, kind: .appRefresh, error: error)
        }
    }
}
