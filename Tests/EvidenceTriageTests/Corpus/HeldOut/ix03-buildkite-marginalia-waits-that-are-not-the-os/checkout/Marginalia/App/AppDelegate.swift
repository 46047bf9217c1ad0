import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let uploadID = "com.marginalia.reader.highlights-upload"
    static let feedID = "com.marginalia.reader.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let uploadOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.uploadID, using: .main) { task in
            HighlightUploadTask.run(task as! BGProcessingTask)
        }
        Diagnostics.record(Self.uploadID, .processing, .registration, uploadOK ? .succeeded : .failed)
        let feedOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedID, using: .main) { task in
            FeedRefreshTask.run(task as! BGAppRefreshTask)
        }
        Diagnostics.record(Self.feedID, .appRefresh, .registration, feedOK ? .succeeded : .failed)
        if ProcessInfo.processInfo.arguments.contains("-RunRuleSpecs") {
            RuleSpecRunner.shared.runAndReport()
        }
        return true
    }
}
