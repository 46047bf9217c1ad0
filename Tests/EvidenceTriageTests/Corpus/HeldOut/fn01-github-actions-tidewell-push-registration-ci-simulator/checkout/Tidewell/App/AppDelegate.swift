import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "org.tidewell.study", category: "App")
    let pushRegistration = PushRegistration()
    lazy var studySync = StudySyncScheduler(scheduler: BGTaskScheduler.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.info("didFinishLaunching; registering background tasks")
        // Must happen before this method returns.
        studySync.registerHandlers()
        UNUserNotificationCenter.current().delegate = pushRegistration
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushRegistration.didReceive(token: deviceToken)
    }

    func application(_ application: UIApplication,
                     didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushRegistration.didFail(error: error)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        studySync.scheduleNextRefresh()
    }
}
