//
//  AppDelegate.swift
//  Fernbank
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FernbankBackgroundTasks.registerAll(environment: environment)
        return true
    }
}
