//
//  FerryApp.swift
//  Ferry
//

import SwiftUI
import FerryKit

final class FerryAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        OfflineTilePruner.register(store: AppServices.shared.tileStore)
        return true
    }
}

@main
struct FerryApp: App {
    @UIApplicationDelegateAdaptor(FerryAppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { TerminalListView() }
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { OfflineTilePruner.schedule() }
            }
    }
}
