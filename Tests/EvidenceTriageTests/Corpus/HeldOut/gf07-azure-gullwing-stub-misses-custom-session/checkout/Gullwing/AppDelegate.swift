import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        #if DEBUG
        if ProcessInfo.processInfo.arguments.contains("-UITestStubs") {
            StubURLProtocol.loadBundledStubs()
            URLProtocol.registerClass(StubURLProtocol.self)
        }
        #endif
        GullwingBackgroundTasks.registerAll(refresh: TimetableRefreshJob(client: .live, cache: .shared))
        return true
    }
}
