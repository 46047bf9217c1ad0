//
//  AppDelegate.swift
//  Kontaktwarn
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let taskExecutor = KWTaskExecutor()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        KWTaskScheduler.shared.delegate = taskExecutor
        KWTaskScheduler.shared.registerBackgroundTasks()
        return true
    }
}
