import CoreMotion

enum MotionGateState: Equatable {
    case ready
    case unsupportedDevice
    case needsSettings
    case notDetermined
}

/// Decides what the trip screen shows before starting mode detection.
struct MotionPermissionGate<Provider: MotionActivityProviding> {
    let provider: Provider

    func state() -> MotionGateState {
        guard Provider.isActivityAvailable() else {
            return .unsupportedDevice
        }
        return .ready
    }
}
