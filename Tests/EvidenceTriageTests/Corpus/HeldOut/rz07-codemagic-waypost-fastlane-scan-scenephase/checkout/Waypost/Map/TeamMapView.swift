import SwiftUI
import MapKit

struct TeamMapView: UIViewRepresentable {
    @Environment(\.scenePhase) private var scenePhase
    let store: PositionStore
    let coordinator: MapPollingCoordinator

    func makeUIView(context: Context) -> MKMapView {
        MKMapView(frame: .zero)
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        coordinator.tick(isActive: scenePhase != .background, mapView: mapView)
    }
}

final class MapPollingCoordinator {
    private let store: PositionStore
    private(set) var pollCount = 0

    init(store: PositionStore) {
        self.store = store
    }

    func tick(isActive: Bool, mapView: MKMapView?) {
        guard isActive else { return }
        pollCount += 1
        let changed = store.positionsChanged(since: store.lastPolled)
        if let mapView, !changed.isEmpty {
            mapView.addAnnotations(changed.map(PositionAnnotation.init))
        }
    }
}
