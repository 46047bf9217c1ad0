import Foundation
import NetworkExtension

final class TunnelManager {
    static let shared = TunnelManager()
    private var didRegisterKeyRotation = false

    func loadConfiguration() {
        // Loads NETunnelProviderManager preferences; no background work here.
    }

    /// Called when the user taps Connect.
    func start() {
        if !didRegisterKeyRotation {
            BackgroundTaskRegistry.shared.registerKeyRotation()
            didRegisterKeyRotation = true
        }
        startTunnel()
    }

    private func startTunnel() {
        // NETunnelProviderSession.startVPNTunnel(options:) …
    }
}
