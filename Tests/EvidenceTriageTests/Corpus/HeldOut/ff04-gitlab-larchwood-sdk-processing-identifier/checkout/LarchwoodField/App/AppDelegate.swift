//
//  AppDelegate.swift
//  LarchwoodField
//

import UIKit
import BackgroundTasks
import MeadowKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // App tasks.
        BackgroundTaskRegistry.registerAppTasks()

        // MeadowKit (offline map tile + form sync SDK) registers its own
        // BGProcessingTask, "io.meadowkit.sync.processing". Per the SDK's
        // integration guide the host app must list that identifier in
        // BGTaskSchedulerPermittedIdentifiers and enable Background processing.
        MeadowKit.configure(MeadowConfiguration(apiKeyName: "LarchwoodFieldProd",
                                                backgroundSync: .enabled))
        BackgroundTaskRegistry.recordSDKRegistration(
            identifier: MeadowKit.backgroundTaskIdentifier,
            succeeded: MeadowKit.isBackgroundSyncRegistered
        )
        return true
    }
}
