//
//  LoiterAppDelegate.swift
//  Loiter (visionOS)
//

#if os(visionOS)
import UIKit

final class LoiterAppDelegate: NSObject, UIApplicationDelegate {
    let monitor = ActivityMonitor()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        monitor.registerHandlers()
        return true
    }
}
#endif
