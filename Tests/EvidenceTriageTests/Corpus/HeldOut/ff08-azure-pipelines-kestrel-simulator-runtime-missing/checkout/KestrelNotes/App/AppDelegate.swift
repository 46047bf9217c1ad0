//
//  AppDelegate.swift
//  KestrelNotes
//

import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let indexRebuildIdentifier = "com.kestrelnotes.app.index-rebuild"

    let indexer = SearchIndexer.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.indexRebuildIdentifier, using: nil) { [indexer] task in
            IndexRebuildAdapter(indexer: indexer).handle(task: task as! BGProcessingTask)
        }
        return true
    }
}
