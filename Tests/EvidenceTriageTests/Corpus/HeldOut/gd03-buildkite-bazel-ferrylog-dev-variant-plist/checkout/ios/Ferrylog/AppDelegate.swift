import UIKit
import FerrylogKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    static private(set) weak var shared: AppDelegate?
    private(set) var backgroundRegistration: [String: Bool] = [:]
    let container = AppContainer()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Self.shared = self
        backgroundRegistration = BackgroundTasks.registerAll(sync: container.timetableSync,
                                                             cleanup: container.photoCleanup)
        return true
    }
}
