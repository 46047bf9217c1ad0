//
//  AppDelegate.swift
//  Harrowgate
//

import BackgroundTasks
import EvidenceRecorder
import OSLog
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.harrowgate.app", category: "Lifecycle")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SyncRefreshScheduler.shared.registerLaunchHandler()
        return true
    }

    // MARK: UISceneSession lifecycle (iPad multi-window, #1187)

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    // MARK: App-level lifecycle

    func applicationDidEnterBackground(_ application: UIApplication) {
        log.info("applicationDidEnterBackground — scheduling field-notes sync")
        SyncRefreshScheduler.shared.scheduleNextRefresh(reason: .enteredBackground)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        JournalStore.shared.reloadIfStale()
    }
}
