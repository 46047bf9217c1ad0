import BackgroundTasks
import Foundation
import os

final class CarrierRefreshJob: Sendable {
    static let identifier = "com.parcelpost.app.carrier-refresh"
    private let api: CarrierAPI
    private let store: ShipmentStore
    private let scheduler: TaskScheduling
    private let log = Logger(subsystem: "com.parcelpost.app", category: "CarrierRefreshJob")

    init(api: CarrierAPI, store: ShipmentStore, scheduler: TaskScheduling = BGTaskScheduler.shared) {
        self.api = api
        self.store = store
        self.scheduler = scheduler
    }

    func handle(_ task: RefreshTask) async {
        scheduleNext()
        do {
            let data = try await api.fetchShipments()
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            let shipments = try decoder.decode([Shipment].self, from: data)
            try store.upsert(shipments)
            task.setTaskCompleted(success: true)
        } catch {
            log.error("[CarrierRefreshJob] refresh failed: \(String(describing: error), privacy: .public)")
            print("[CarrierRefreshJob] refresh failed: \(error)")
            task.setTaskCompleted(success: false)
        }
    }

    private func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? scheduler.submit(request)
    }
}
