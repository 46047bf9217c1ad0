import Foundation

struct RegionEvent: Equatable {
    enum Kind { case enter, exit }
    let kind: Kind
    let stopID: String
}

final class RegionEventRouter {
    /// Receives every geofence transition.
    var onTransition: ((RegionEvent) -> Void)?

    func deliver(_ event: RegionEvent) {
        onTransition?(event)
    }
}
