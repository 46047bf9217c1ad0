//
//  MapScreenModel.swift
//  Waymark
//

import CoreLocation
import SwiftUI

@MainActor
final class MapScreenModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var riderCoordinate: CLLocationCoordinate2D?
    @Published var alertMessage: String?
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
    }

    func recenter() {
        manager.requestLocation()
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        Task { @MainActor in self.riderCoordinate = locations.last?.coordinate }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        Task { @MainActor in self.alertMessage = error.localizedDescription }
    }
}
