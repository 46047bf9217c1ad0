//
//  AppDelegate.swift
//  HarvestMoon
//

import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) lazy var backgroundTasks = BackgroundTaskCoordinator(
        recorder: .shared,
        refreshJob: StallRefreshJob(api: .live, store: .shared),
        cleanupJob: PhotoCacheCleanupJob(cache: .shared))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        backgroundTasks.registerAll()
        return true
    }
}
