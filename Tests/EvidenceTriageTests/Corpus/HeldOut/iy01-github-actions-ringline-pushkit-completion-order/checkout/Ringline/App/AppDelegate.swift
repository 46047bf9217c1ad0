import BackgroundTasks
import CallKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let contactsRefreshID = "com.ringline.app.contacts-refresh"

    private(set) lazy var callKit = CallKitService(provider: CXProvider(configuration: .ringline))
    private(set) lazy var pushAdapter = CallKitPushAdapter(callKit: callKit)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.contactsRefreshID, using: nil) { task in
            ContactsRefresh.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.contactsRefreshID, kind: .appRefresh,
                                           phase: .registration, outcome: registered ? .succeeded : .failed)
        VoIPRegistration.shared.start(delegate: pushAdapter)
        return true
    }
}
