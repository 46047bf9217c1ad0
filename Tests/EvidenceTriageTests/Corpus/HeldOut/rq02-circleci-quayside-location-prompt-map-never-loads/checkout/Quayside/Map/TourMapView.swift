import MapboxMaps
import SwiftUI

struct TourMapView: View {
    @StateObject var model = TourMapViewModel()

    var body: some View {
        ZStack(alignment: .bottom) {
            MapReader { proxy in
                Map(initialViewport: .followPuck(zoom: 15))
                    .onAppear { if let map = proxy.map { model.attach(map) } }
            }
            if model.status == .loaded {
                Text("loaded")
                    .accessibilityIdentifier("map.status.loaded")
                    .opacity(0.01)
            }
            Button("Follow me") { model.followUser() }
                .accessibilityIdentifier("map.followUser")
                .padding()
                .background(.thinMaterial)
                     .cornerRadius(12)
        }
    }
}
