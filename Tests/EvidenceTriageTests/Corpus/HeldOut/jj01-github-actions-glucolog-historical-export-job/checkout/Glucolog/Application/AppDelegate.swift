//
//  AppDelegate.swift
//  Glucolog
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var deviceDataManager: DeviceDataManager!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Registration has to happen before this method returns.
        let registered = DeviceDataManager.registerCriticalEventLogHistoricalExportBackgroundTask { [weak self] task in
            self?.deviceDataManager?.handleCriticalEventLogHistoricalExportBackgroundTask(task)
        }
        Log.app.default("launch: cel-historical-export registered=%{public}@", String(registered))

        deviceDataManager = DeviceDataManager()
        deviceDataManager.scheduleCriticalEventLogHistoricalExportBackgroundTask()
        return true
    }
}
