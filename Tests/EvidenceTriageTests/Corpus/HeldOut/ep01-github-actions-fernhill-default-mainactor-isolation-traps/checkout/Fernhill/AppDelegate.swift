//
//  AppDelegate.swift
//  Fernhill
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()
    private(set) lazy var registrar = BackgroundTaskRegistrar(syncJob: environment.surveySyncJob)

    func application(_ application: UIApplication,
                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registrar.registerAll()
        environment.uploadPoller.start()
        return true
    }
}
