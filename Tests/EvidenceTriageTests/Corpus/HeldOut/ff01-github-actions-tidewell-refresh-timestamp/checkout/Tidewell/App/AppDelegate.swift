//
//  AppDelegate.swift
//  Tidewell
//

import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.tidewell.reader", category: "app")

    lazy var feedStore = FeedStore(defaults: .standard)
    lazy var refreshScheduler = RefreshScheduler(scheduler: BGTaskScheduler.shared,
                                                 recorder: DiagnosticsRecorder.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Registration must happen before this method returns.
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshScheduler.taskIdentifier,
                                                         using: nil) { task in
            guard let refreshTask = task as? BGAppRefreshTask else {
                task.setTaskCompleted(success: false)
                return
            }
            BackgroundRefreshHandler.makeDefault().handle(task: refreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: RefreshScheduler.taskIdentifier,
                                          kind: .appRefresh,
                                          phase: .registration,
                                          outcome: registered ? .succeeded : .failed,
                                          errorType: registered ? nil : "BGTaskScheduler.registrationRejected")
        log.info("registered \(RefreshScheduler.taskIdentifier, privacy: .public): \(registered)")
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
