//
//  AppDelegate.swift
//  Quarry
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let dependencies = AppDependencies.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(syncJob: dependencies.surveySyncJob,
                                    reindexJob: dependencies.tileReindexJob)
        dependencies.analytics.start()
        return true
    }
}
