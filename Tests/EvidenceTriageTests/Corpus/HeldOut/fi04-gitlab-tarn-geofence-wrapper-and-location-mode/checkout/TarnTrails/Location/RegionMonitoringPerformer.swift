import CoreLocation

/// Turns the region callbacks for one CLRegion into an AsyncStream of `RegionEvent`s.
final class RegionMonitoringPerformer: LocationPerformer {
    let region: CLRegion
    private let continuation: AsyncStream<RegionEvent>.Continuation

    /// The delegate events this performer consumes.
    let supportedEvents: Set<LocationDelegateEvent.Kind> = [.didStartMonitoring, .monitoringDidFail]

    init(region: CLRegion, continuation: AsyncStream<RegionEvent>.Continuation) {
        self.region = region
        self.continuation = continuation
    }

    func eventSupported(_ event: LocationDelegateEvent) -> Bool {
        guard supportedEvents.contains(event.kind) else { return false }
        return event.region?.identifier == region.identifier
    }

    func invoke(with event: LocationDelegateEvent) {
        switch event {
        case .didStartMonitoring(let r): continuation.yield(.didStartMonitoring(r))
        case .didEnterRegion(let r): continuation.yield(.didEnter(r))
        case .didExitRegion(let r): continuation.yield(.didExit(r))
        case .monitoringDidFail(let r, let e): continuation.yield(.monitoringDidFail(r, e))
        default: break
        }
    }
}
