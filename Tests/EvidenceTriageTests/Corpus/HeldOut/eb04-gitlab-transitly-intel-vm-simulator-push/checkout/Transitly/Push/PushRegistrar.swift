//
//  PushRegistrar.swift
//  Transitly
//

import UIKit
import os

final class PushRegistrar {
    static let shared = PushRegistrar(alerts: AlertsService.live)

    private let log = Logger(subsystem: "com.northpier.transitly", category: "Push")
    private let alerts: AlertsUploading
    var onToken: ((Data) -> Void)?
    private(set) var lastTokenHex: String?

    init(alerts: AlertsUploading) {
        self.alerts = alerts
    }

    func register() {
        // The `#if targetEnvironment(simulator) return #endif` guard was removed in #418:
        // Xcode 14+ simulators on Apple silicon / T2 Macs receive real sandbox tokens.
        UIApplication.shared.registerForRemoteNotifications()
    }

    func didRegister(deviceToken: Data) {
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        lastTokenHex = hex
        log.info("APNs token \(hex.prefix(8), privacy: .public)…")
        onToken?(deviceToken)
        Task { try? await alerts.upload(token: hex) }
    }

    func didFailToRegister(error: Error) {
        NSLog("Failed to register for remote notifications: %@", String(describing: error))
    }
}
