import Foundation

final class SettingsStore: @unchecked Sendable {
    static let shared = SettingsStore()
    private var unitsByProfile: [String: MeasurementUnits] = [:]
    private let lock = NSLock()

    func setUnits(_ units: MeasurementUnits, for profile: Profile) {
        lock.withLock { unitsByProfile[profile.id] = units }
    }

    func selectedUnits(for profile: Profile) -> MeasurementUnits {
        lock.withLock { unitsByProfile[profile.id] ?? .metric }
    }

    func reset() { lock.withLock { unitsByProfile.removeAll() } }
}
