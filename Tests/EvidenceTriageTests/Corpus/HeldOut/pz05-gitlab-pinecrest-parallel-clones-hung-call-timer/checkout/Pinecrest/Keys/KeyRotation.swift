import Foundation

final class KeyRotation {
    let settings: SettingsStore
    let api: DevicesAPI
    init(settings: SettingsStore, api: DevicesAPI) { self.settings = settings; self.api = api }

    func rotate() async throws {
        let candidate = PrivateKey()
        var device = settings.device
        device.pendingKey = candidate
        let updated = try await api.replaceKey(device.publicKey, with: candidate.publicKey)
        device.lastRotation = updated.rotatedAt
        settings.device = device
    }
}
