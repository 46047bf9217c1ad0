import UIKit

/// References under __Snapshots__ are recorded on this simulator; see Snapshots.md.
enum SnapshotEnvironment {
    static let referenceDevice = "iPhone 17"
    static let referenceOS = "26.0"

    static func assertReferenceDevice() {
        let os = UIDevice.current.systemVersion
        if os != referenceOS {
            print("⚠️ Snapshot references were recorded on iOS \(referenceOS) (\(referenceDevice)); running on iOS \(os)")
        }
    }
}
