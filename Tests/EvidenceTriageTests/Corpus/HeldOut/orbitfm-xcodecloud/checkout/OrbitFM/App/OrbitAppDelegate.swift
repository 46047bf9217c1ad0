//
//  OrbitAppDelegate.swift
//  OrbitFM
//

import UIKit

extension Notification.Name {
    static let orbitBackgroundFetchCompleted = Notification.Name("OrbitBackgroundFetchCompleted")
}

final class OrbitAppDelegate: NSObject, UIApplicationDelegate {
    static var shared: OrbitAppDelegate { UIApplication.shared.delegate as! OrbitAppDelegate }

    private lazy var fetchHandler = BackgroundFetchHandler(feeds: .live, queue: .shared)

    func enableBackgroundFetch() {
        UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        print("OrbitAppDelegate: minimum background fetch interval set to UIApplicationBackgroundFetchIntervalMinimum (fetch mode declared: \(modes.contains("fetch")))")
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let result = await fetchHandler.performFetch()
            completionHandler(result)
            NotificationCenter.default.post(name: .orbitBackgroundFetchCompleted, object: nil)
        }
    }
}
