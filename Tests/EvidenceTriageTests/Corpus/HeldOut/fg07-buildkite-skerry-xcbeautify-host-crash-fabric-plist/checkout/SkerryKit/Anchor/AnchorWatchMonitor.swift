import CoreLocation
import Foundation

public extension Notification.Name {
    static let anchorDriftDetected = Notification.Name("AnchorDriftDetected")
}

public final class AnchorWatchMonitor {
    public let anchor: CLLocation
    public let swingRadius: CLLocationDistance
    private let queue = DispatchQueue(label: "com.skerry.anchorwatch")

    public init(anchor: CLLocation, swingRadius: CLLocationDistance) {
        self.anchor = anchor
        self.swingRadius = swingRadius
    }

    public func ingest(_ fix: CLLocation) {
        queue.async {
            guard fix.distance(from: self.anchor) > self.swingRadius else { return }
            DispatchQueue.main.async {
                NotificationCenter.default.post(name: .anchorDriftDetected, object: self, userInfo: ["fix": fix])
            }
        }
    }
}
