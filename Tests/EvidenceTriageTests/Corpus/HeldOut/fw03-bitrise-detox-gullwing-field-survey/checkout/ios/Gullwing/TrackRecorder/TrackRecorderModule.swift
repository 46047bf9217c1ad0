import CoreLocation
import Foundation
import React

/// Native side of the Record tab. While a recording is active it keeps a
/// repeating 1 s heartbeat timer on the main run loop that samples the last fix,
/// updates the distance and emits `TrackRecorder.tick` to JS.
@objc(TrackRecorderModule)
final class TrackRecorderModule: RCTEventEmitter, CLLocationManagerDelegate {
  private let manager = CLLocationManager()
  private var heartbeat: Timer?
  private var distance: CLLocationDistance = 0
  private var lastFix: CLLocation?

  override static func requiresMainQueueSetup() -> Bool { true }
  override func supportedEvents() -> [String]! { ["TrackRecorder.tick"] }

  @objc func start(_ resolve: @escaping RCTPromiseResolveBlock, rejecter reject: RCTPromiseRejectBlock) {
    DispatchQueue.main.async {
      self.manager.delegate = self
      self.manager.allowsBackgroundLocationUpdates = true
      self.manager.pausesLocationUpdatesAutomatically = false
      self.manager.startUpdatingLocation()
      self.heartbeat = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
        self?.tick()
      }
      resolve(nil)
    }
  }

  @objc func stop(_ resolve: @escaping RCTPromiseResolveBlock, rejecter reject: RCTPromiseRejectBlock) {
    DispatchQueue.main.async {
      self.heartbeat?.invalidate()
      self.heartbeat = nil
      self.manager.stopUpdatingLocation()
      resolve(["distance": self.distance])
    }
  }

  private func tick() {
    sendEvent(withName: "TrackRecorder.tick", body: ["distance": distance])
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    guard let fix = locations.last else { return }
    if let last = lastFix { distance += fix.distance(from: last) }
    lastFix = fix
  }
}
