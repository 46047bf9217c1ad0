//
//  AppDelegate.swift
//  Larkspur
//

import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let departuresRefreshID = "com.larkspurtransit.app.departures-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        MapsBootstrap.configure()
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.departuresRefreshID, using: nil) { task in
            DeparturesRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        return true
    }
}
