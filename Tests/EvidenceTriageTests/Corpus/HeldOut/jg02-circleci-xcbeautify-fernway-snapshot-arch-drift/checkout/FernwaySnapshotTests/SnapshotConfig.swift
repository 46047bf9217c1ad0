import SnapshotTesting
import UIKit

/// References are recorded on developers' machines (Apple silicon, iPhone 17 / iOS 26.1).
enum SnapshotConfig {
    static let device = ViewImageConfig.iPhone13Pro(.portrait)
    static let precision: Float = 0.99
    static let perceptualPrecision: Float = 0.98
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    static var fernway: Snapshotting {
        .image(on: SnapshotConfig.device,
               precision: SnapshotConfig.precision,
               perceptualPrecision: SnapshotConfig.perceptualPrecision)
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    static var fernwayView: Snapshotting {
        .image(precision: SnapshotConfig.precision,
               perceptualPrecision: SnapshotConfig.perceptualPrecision)
    }
}
