//
//  CartwheelFieldMapsApp.swift
//  Cartwheel Field Maps
//

import SwiftUI
import TerraKit
import TerraKitToolkit

@main
struct CartwheelFieldMapsApp: App {
    init() {
        TerraKitEnvironment.apiKey = AppSecrets.terraKitAPIKey
        JobManager.shared.preferredBackgroundStatusCheckSchedule = .regularInterval(interval: 30)
    }

    var body: some Scene {
        WindowGroup {
            FieldMapsRootView()
        }
        .offlineManager(preferredBackgroundStatusCheckSchedule: .regularInterval(interval: 30)) { job in
            JobNotifications.postCompletion(for: job)
        }
    }
}
