//
//  AppDelegate.swift
//  Rookery
//

import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var coordinator: BackgroundTaskCoordinator!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let recorder = EvidenceRecorder(
            fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("evidence/diagnostics.jsonl"))
        coordinator = BackgroundTaskCoordinator(scheduler: SystemTaskScheduler(),
                                                sync: SightingsSyncJob.live(),
                                                cleanup: MediaCleanupJob.live(),
                                                recorder: recorder)
        coordinator.registerHandlers()
        return true
    }
}
