import CoreLocation

/// Async wrapper over a LocationSource (CLLocationManager in the app, FakeLocationSource in tests).
final class LocationAsyncBridge: NSObject {
    enum BridgeError: Error { case timedOut }

    private let source: LocationSource
    private var pending: CheckedContinuation<CLLocation, Error>?
    private var timeoutItem: DispatchWorkItem?

    init(source: LocationSource) {
        self.source = source
        super.init()
        source.onEvent = { [weak self] event in self?.dispatchEvent(event) }
    }

    func requestSingleFix(timeout: TimeInterval) async throws -> CLLocation {
        try await withCheckedThrowingContinuation { continuation in
            pending = continuation
            let item = DispatchWorkItem { [weak self] in
                // Timed out: give up on this fix.
                self?.pending?.resume(throwing: BridgeError.timedOut)
                self?.source.stopUpdates()
            }
            timeoutItem = item
            DispatchQueue.main.asyncAfter(deadline: .now() + timeout, execute: item)
            source.startUpdates()
        }
    }

    private func dispatchEvent(_ event: LocationEvent) {
        switch event {
        case .didUpdate(let locations):
            guard let last = locations.last else { return }
            timeoutItem?.cancel()
            pending?.resume(returning: last)
            pending = nil
        case .didFail(let error):
            timeoutItem?.cancel()
            pending?.resume(throwing: error)
            pending = nil
        }
    }
}
