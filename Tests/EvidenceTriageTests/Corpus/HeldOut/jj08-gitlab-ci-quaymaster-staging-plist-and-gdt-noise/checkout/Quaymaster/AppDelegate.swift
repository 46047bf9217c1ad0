//
//  AppDelegate.swift
//  Quaymaster
//

import FirebaseCore
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FirebaseApp.configure()
        SyncScheduler.shared.onWorkOrderSync = { task in WorkOrderSyncJob.shared.run(task) }
        SyncScheduler.shared.register()
        return true
    }
}
