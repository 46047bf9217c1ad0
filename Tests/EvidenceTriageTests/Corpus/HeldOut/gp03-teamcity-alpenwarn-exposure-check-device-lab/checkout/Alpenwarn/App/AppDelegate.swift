import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(environment: environment)
        environment.scheduler.applicationDidLaunch()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        environment.scheduler.applicationDidEnterBackground()
    }
}

/// Registration happens here, before didFinishLaunching returns. Each result is written to
/// the evidence recorder (app group group.ch.alpenwarn, evidence/diagnostics.jsonl), which the
/// device-lab UI tests can read too.
enum BackgroundTasks {
    static let exposureCheck = try! TaskIdentifier("ch.alpenwarn.app.exposure-check")   // BGProcessingTask
    static let refresh = try! TaskIdentifier("ch.alpenwarn.app.refresh")                // BGAppRefreshTask, added in 4.2

    static func registerAll(environment: AppEnvironment) {
        let recorder = environment.recorder

        let processing = BGTaskScheduler.shared.register(forTaskWithIdentifier: exposureCheck.rawValue, using: nil) { task in
            ExposureCheckAdapter(job: environment.exposureCheckJob).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(exposureCheck, kind: .processing, phase: .registration,
                             outcome: processing ? .succeeded : .failed,
                             error: processing ? nil : .named("BGTaskScheduler.registrationRejected"))

        let appRefresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            ConfigRefreshAdapter(job: environment.configRefreshJob).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: appRefresh ? .succeeded : .failed,
                             error: appRefresh ? nil : .named("BGTaskScheduler.registrationRejected"))
        if !appRefresh {
            NSLog("BackgroundTasks: register(%@) returned false", refresh.rawValue)
        }
    }
}
