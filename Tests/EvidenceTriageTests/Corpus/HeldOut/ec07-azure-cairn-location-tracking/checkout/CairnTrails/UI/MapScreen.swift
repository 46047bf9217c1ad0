import SwiftUI
import MapKit

/// Trail map with the live track overlay.
struct MapScreen: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 57.1337, longitude: -3.6697),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
    @State private var tracking: MapUserTrackingMode = .follow
    @ObservedObject var recorder: RecorderViewModel

    var body: some View {
        ZStack(alignment: .bottom) {



























            Map(coordinateRegion: $region, showsUserLocation: true, userTrackingMode: $tracking)
                .ignoresSafeArea()
            RecordButton(isRecording: recorder.isRecording) { recorder.toggle() }
                .padding(.bottom, 32)
        }
    }
}
