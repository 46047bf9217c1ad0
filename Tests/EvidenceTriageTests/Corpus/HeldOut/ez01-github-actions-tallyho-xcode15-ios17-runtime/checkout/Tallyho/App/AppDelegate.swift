//
//  AppDelegate.swift
//  Tallyho
//

import BackgroundTasks
import TallyhoKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let shiftSyncTaskID = "com.tallyho.app.shift-sync"

    private lazy var syncJob = ShiftSyncRefreshJob(client: APIClient.shared, store: RosterStore.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.shiftSyncTaskID, using: nil) { [syncJob] task in
            ShiftSyncAdapter(job: syncJob).handle(task: task as! BGAppRefreshTask)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGAppRefreshTaskRequest(identifier: Self.shiftSyncTaskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
