//
//  AppDelegate.swift
//  Kilnworks
//

import BackgroundTasks
import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let scheduleSyncID = "com.kilnworks.app.schedule-sync"
    let environment = AppEnvironment.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.scheduleSyncID, using: nil) { task in
            FiringScheduleRefreshAdapter(job: self.environment.scheduleSyncJob).handle(task: task as! BGAppRefreshTask)
        }
        return true
    }
}
