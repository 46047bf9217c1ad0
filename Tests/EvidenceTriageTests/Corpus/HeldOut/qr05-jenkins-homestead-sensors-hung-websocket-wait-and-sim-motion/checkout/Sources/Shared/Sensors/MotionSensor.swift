import CoreMotion

struct MotionSensor {
    enum Status: String { case authorized, denied, restricted, notDetermined, unavailable }

    var status: Status {
        switch CMMotionActivityManager.authorizationStatus() {
        case .authorized: return .authorized
        case .denied: return .denied
        case .restricted: return .restricted
        case .notDetermined: return .notDetermined
        @unknown default: return .unavailable
        }
    }
}
