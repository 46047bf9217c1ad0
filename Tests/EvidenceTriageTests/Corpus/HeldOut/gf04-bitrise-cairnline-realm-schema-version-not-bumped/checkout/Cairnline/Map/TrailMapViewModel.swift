import Combine
import MapKit

final class TrailMapViewModel: ObservableObject {
    @Published private(set) var region = MKCoordinateRegion()
    let track: Track

    init(track: Track) { self.track = track }

    var showsElevationProfile: Bool { track.points.count > 200 }

    /// Fits the whole track with a 20 % margin. Publishes on the main queue after MapKit's layout pass.
    func fitTrack() {
        let rect = track.points.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: MKMapPoint($1.coordinate), size: MKMapSize(width: 1, height: 1))) }
        DispatchQueue.main.async { [weak self] in
            self?.region = MKCoordinateRegion(rect.insetBy(dx: -rect.width * 0.2, dy: -rect.height * 0.2))
        }
    }
}
