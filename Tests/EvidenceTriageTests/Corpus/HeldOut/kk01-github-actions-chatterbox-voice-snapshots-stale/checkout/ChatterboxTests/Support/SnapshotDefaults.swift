import SnapshotTesting
import SwiftUI

/// Every image snapshot is taken with the same device config, and CI runs on the same
/// simulator the references were recorded on: iPhone 17 Pro, iOS 26.1 (.github/workflows/ios-tests.yml).
enum SnapshotDefaults {
    static let layout: SwiftUISnapshotLayout = .device(config: .iPhone13Pro(.portrait))
    static let bubbleWidth: CGFloat = 320
}
