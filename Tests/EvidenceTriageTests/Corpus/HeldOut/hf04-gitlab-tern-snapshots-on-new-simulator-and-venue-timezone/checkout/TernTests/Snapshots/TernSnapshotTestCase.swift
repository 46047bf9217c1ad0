import FBSnapshotTestCase
import UIKit

/// Reference images under TernTests/ReferenceImages_64 were recorded on this device.
let snapshotReferenceDevice = (model: "iPhone 15", os: "17.5")

class TernSnapshotTestCase: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
        let device = UIDevice.current
        let model = ProcessInfo.processInfo.environment["SIMULATOR_DEVICE_NAME"] ?? device.model
        if model != snapshotReferenceDevice.model || device.systemVersion != snapshotReferenceDevice.os {
            NSLog("⚠️ TernSnapshotTestCase: references recorded on %@ / iOS %@, running on %@ / iOS %@",
                  snapshotReferenceDevice.model, snapshotReferenceDevice.os, model, device.systemVersion)
        }
    }
}
