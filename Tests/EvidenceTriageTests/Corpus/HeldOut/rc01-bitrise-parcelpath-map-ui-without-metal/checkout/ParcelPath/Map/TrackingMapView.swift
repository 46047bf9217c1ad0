import SwiftUI
import MapboxMaps

struct TrackingMapView: View {
    let order: TrackedOrder

    var body: some View {
        Map(initialViewport: .camera(center: order.courier.coordinate, zoom: 15)) {
            PointAnnotation(coordinate: order.courier.coordinate)
                .image(named: "courier-van")
            PolylineAnnotation(lineCoordinates: order.routeToDoor)
                .lineColor("#1F6FEB")
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("map.container")
    }
}
