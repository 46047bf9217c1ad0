import SwiftUI
import MapKit

struct TrailMapView: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 46.0, longitude: 7.0),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
    @State private var tracking: MapUserTrackingMode = .follow
    let recorder: TrackRecorder

    var body: some View {
        ZStack(alignment: .bottom) {
            Map(coordinateRegion: $region, showsUserLocation: true, userTrackingMode: $tracking)
                .ignoresSafeArea()
            RecordButton(recorder: recorder)
                .accessibilityIdentifier("map.record")
        }
    }
}
