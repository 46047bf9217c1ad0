import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let log = Logger(subsystem: "com.quillwort.app", category: "App")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        PromptRefresh.register()        // com.quillwort.prompts.refresh, before launch finishes
        DailyPromptNotification.configureCategories()
        #if DEBUG
        DebugHooks.apply()              // UI-test launch arguments, see DebugHooks.swift
        #endif
        return true
    }
}
