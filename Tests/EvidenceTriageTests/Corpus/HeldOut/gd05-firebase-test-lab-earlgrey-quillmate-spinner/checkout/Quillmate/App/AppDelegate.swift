import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    let container = AppContainer()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UploadDrainTask.register(queue: container.uploadQueue)
        container.testHooks.installIfRequested()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        container.notesStore.flush()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        container.exportTempStore.purgeAll()
    }
}
