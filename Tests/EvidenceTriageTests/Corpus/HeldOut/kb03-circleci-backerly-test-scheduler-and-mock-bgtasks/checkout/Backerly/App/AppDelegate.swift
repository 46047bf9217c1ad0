import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
    let refreshCoordinator = RefreshCoordinator()   // real BGTaskScheduler.shared
    let refreshPolicy = ProjectRefreshPolicy()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        refreshCoordinator.register()   // com.backerly.ios.project-refresh
        DiagnosticRecorder.shared.recordRegistration("com.backerly.ios.project-refresh", kind: .appRefresh)
        return true
    }
}
