import Foundation
import CoreLocation
import UIKit

/// Drives recording state. Sleep-mode transitions are triggered from the location
/// delegate callbacks, which CoreLocation delivers on `locationQueue` when the
/// shared App Group store is enabled.
final class LocomotionManager: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    static let highlander = LocomotionManager()

    let locationQueue = DispatchQueue(label: "app.wayfarer.locomotion")
    private(set) var recordingState: RecordingState = .off
    var usesAppGroupStore = false
    var onStateChange: ((RecordingState) -> Void)?

    func startRecording() {
        recordingState = .recording
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        if last.speed < 0.2 && recordingState == .recording {
            startSleeping()
        }
    }

    func startSleeping() {
        recordingState = .sleeping
        UIView.setAnimationsEnabled(false)   // pause the live map while asleep
        onStateChange?(recordingState)
    }

    func wakeUp() {
        recordingState = .recording
        UIView.setAnimationsEnabled(true)
        onStateChange?(recordingState)
    }
}
