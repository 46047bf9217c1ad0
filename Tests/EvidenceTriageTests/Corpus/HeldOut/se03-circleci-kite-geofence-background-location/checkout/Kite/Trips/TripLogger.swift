import Foundation

final class TripLogger {
    private(set) var events: [RegionEvent] = []
    func attach(to router: RegionEventRouter) {
        router.onTransition = { [weak self] in self?.events.append($0) }
    }
}
