import CoreLocation
import MapboxMaps
import os

final class TourMapViewModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published private(set) var status: MapStatus = .idle
    private let manager = CLLocationManager()
    private let log = Logger(subsystem: "com.quayside.app", category: "Map")

    func startFollowing(on mapView: MapView) {
        manager.delegate = self
        log.info("location authorization status: \(self.manager.authorizationStatus.debugName, privacy: .public)")
        if manager.authorizationStatus == .notDetermined {
            log.info("requesting when-in-use authorization")
            manager.requestWhenInUseAuthorization()
        }
        mapView.location.options.puckType = .puck2D()
        mapView.viewport.transition(to: mapView.viewport.makeFollowPuckViewportState())
        mapView.mapboxMap.onMapLoaded.observeNext { [weak self] _ in
            self?.status = .loaded
            self?.log.info("map loaded")
        }.store(in: &cancelables)
    }

    private var cancelables = Set<AnyCancelable>()
}
