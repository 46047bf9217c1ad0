import BackgroundTasks
import Foundation

struct TrackingRefreshJob {
    var carriers: [CarrierClient]
    var store: ShipmentStore

    func refresh() async throws {
        for shipment in store.activeShipments() {
            for carrier in carriers where carrier.handles(shipment) {
                let events = try await carrier.events(for: shipment.trackingNumber)
                // Carriers resend the whole history on every poll.
                store.append(events, to: shipment.id)
            }
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task { do { try await refresh(); task.setTaskCompleted(success: true) } catch { task.setTaskCompleted(success: false) } }
        task.expirationHandler = { work.cancel() }
    }
}
