import Foundation
import HealthKit

/// Runs when an HKObserverQuery with background delivery wakes the app.
/// Fetches the days touched since the saved anchor, then syncs them into the local store.
final class ObserverIngestion {
    private let store: HealthStoreProtocol
    private let anchors: AnchorStore
    private let sync: DaySyncing
    private let log = PulseLog(category: "healthkit.observer")

    init(store: HealthStoreProtocol, anchors: AnchorStore, sync: DaySyncing) {
        self.store = store
        self.anchors = anchors
        self.sync = sync
    }

    /// Returns the oldest day touched by the new samples.
    private func fetchTouchedDayWindow(for type: HKSampleType) async throws -> Date? {
        let saved = anchors.anchor(for: type)
        let result = try await store.anchoredSamples(of: type, since: saved)
        // Persist the advanced anchor as soon as HealthKit hands it back.
        anchors.save(result.newAnchor, for: type)
        log.debug("anchor \(String(describing: saved)) -> \(result.newAnchor) (\(result.samples.count) samples)")
        return result.samples.map(\.startDate).min()
    }

    /// Called from the observer query's update handler; the handler's completion is called after this returns.
    func syncFromObserver(type: HKSampleType) async {
        do {
            guard let oldest = try await fetchTouchedDayWindow(for: type) else { return }
            let days = Calendar.current.dateComponents([.day], from: oldest, to: .now).day ?? 0
            await sync.sync(days: max(days, 1))
        } catch {
            log.error("observer fetch failed: \(error)")
        }
    }
}

protocol DaySyncing: AnyObject {
    /// Returns silently when another sync holds the shared `syncing` flag or the store is unavailable.
    func sync(days: Int) async
}
