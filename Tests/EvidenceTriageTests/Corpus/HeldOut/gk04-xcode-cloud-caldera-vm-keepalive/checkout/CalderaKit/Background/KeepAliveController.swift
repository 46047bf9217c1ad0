import AVFoundation
import CoreLocation
import Foundation

/// Keeps a running guest alive while the app is in the background.
///
/// 4.6: the `location` background mode was removed from Caldera/Info.plist after
/// App Review rejected it (guideline 2.5.4, location not used for a location feature).
/// The "Location keep-alive" option stays for side-loaded builds (Settings > Background).
public final class KeepAliveController: NSObject {
    public enum Strategy: String { case finite, silentAudio, location }

    private let locationManager: CLLocationManager
    private var audioPlayer: AVAudioPlayer?
    public private(set) var active: Strategy?

    public init(locationManager: CLLocationManager = CLLocationManager()) {
        self.locationManager = locationManager
        super.init()
    }

    public func enable(_ strategy: Strategy) throws {
        switch strategy {
        case .finite:
            break   // VMSession.enterBackground() takes a UIApplication background task
        case .silentAudio:
            try enableSilentAudio()
        case .location:
            enableLocationKeepAlive()
        }
        active = strategy
    }

    func enableLocationKeepAlive() {
        locationManager.desiredAccuracy = kCLLocationAccuracyThreeKilometers
        locationManager.distanceFilter = CLLocationDistanceMax
        locationManager.pausesLocationUpdatesAutomatically = false
        locationManager.allowsBackgroundLocationUpdates = true
        locationManager.startUpdatingLocation()
    }

    private func enableSilentAudio() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, options: [.mixWithOthers])
        try session.setActive(true)
        audioPlayer = try AVAudioPlayer(contentsOf: Bundle.module.url(forResource: "silence", withExtension: "caf")!)
        audioPlayer?.numberOfLoops = -1
        audioPlayer?.play()
    }
}
