//
//  AppDelegate.swift
//  Tidewater
//

import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let container = AppContainer()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        #if DEBUG
        if ProcessInfo.processInfo.arguments.contains("-ui-testing") || NSClassFromString("SBTUITestTunnelServer") != nil {
            container.enableUITestTunnel()
        }
        #endif
        BackgroundTasks.registerAll(scanRunner: container.scanPassRunner, feed: container.feedRefreshJob)
        return true
    }
}
