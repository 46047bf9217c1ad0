import SnapshotTesting
import UIKit

/// Every reference image under __Snapshots__ was recorded on the Bitrise Intel stack
/// (osx-xcode-16.2.x, Gen2 Intel), iPhone 16 simulator, iOS 26.0 runtime, light and dark.
/// Re-record with RECORD_SNAPSHOTS=1 on the same stack.
enum SnapshotConfig {
    static let device = ViewImageConfig.iPhone13
    static let precision: Float = 1
    static let perceptualPrecision: Float = 0.99

    static var record: SnapshotTestingConfiguration.Record {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" ? .all : .missing
    }
}
