//
//  AppDelegate.swift
//  CampusGrid
//

import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let services = AppServices.live

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let handler = BackgroundRefreshHandler(sync: services.backgroundSync,
                                               session: { [services] in services.currentStudentID },
                                               scheduleNext: { [services] in services.scheduleTimetableRefresh() })
        BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundRefreshHandler.identifier, using: nil) { task in
            handler.handle(task as! BGAppRefreshTask)
        }
        return true
    }
}
