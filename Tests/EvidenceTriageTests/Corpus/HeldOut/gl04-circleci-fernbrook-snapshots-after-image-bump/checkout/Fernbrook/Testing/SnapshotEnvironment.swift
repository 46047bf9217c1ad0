import UIKit

/// Where the committed reference images were recorded. Snapshot tests compare
/// pixels, so they only hold on this exact simulator runtime and device.
enum SnapshotEnvironment {
    static let referenceDevice = "iPhone 16 Pro"
    static let referenceRuntime = "18.2"

    static func warnIfDifferent(file: StaticString = #filePath) {
        let runtime = UIDevice.current.systemVersion
        if runtime != referenceRuntime || UIDevice.current.name != referenceDevice {
            NSLog("[snapshots] reference images recorded on %@ / iOS %@, running on %@ / iOS %@",
                  referenceDevice, referenceRuntime, UIDevice.current.name, runtime)
        }
    }
}
