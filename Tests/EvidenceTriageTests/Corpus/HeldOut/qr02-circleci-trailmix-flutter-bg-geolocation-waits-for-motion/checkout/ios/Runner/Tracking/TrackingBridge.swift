import Foundation
import TSLocationManager

/// Thin wrapper the Flutter plugin and the native tests share.
final class TrackingBridge {
    static let shared = TrackingBridge()
    private let manager = TSLocationManager.sharedInstance()
    var onMotionChange: ((Bool, CLLocation?) -> Void)?
    var onActivityChange: ((String, Int) -> Void)?

    func configure(distanceFilter: Double = 50, stopOnTerminate: Bool = false) {
        let config = TSConfig.sharedInstance()
        config.update { builder in
            builder?.distanceFilter = distanceFilter
            builder?.stopOnTerminate = stopOnTerminate
            builder?.startOnBoot = true
            builder?.locationAuthorizationRequest = "Always"
        }
        manager.onMotionChange { event in
            self.onMotionChange?(event?.isMoving ?? false, event?.location)
        }
        manager.onActivityChange { event in
            self.onActivityChange?(event?.activity ?? "unknown", Int(event?.confidence ?? 0))
        }
    }

    func start() { manager.start() }
    func stop() { manager.stop() }
}
