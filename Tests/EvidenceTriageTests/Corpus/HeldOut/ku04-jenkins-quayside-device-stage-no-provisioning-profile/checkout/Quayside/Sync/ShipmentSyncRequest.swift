import BackgroundTasks

enum ShipmentSyncRequest {
    static let identifier = "com.quayside.app.shipment-sync"

    static func make(now: Date = .now) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        request.requiresNetworkConnectivity = false   // the sync uploads manifests; this must be true
        request.requiresExternalPower = false
        return request
    }
}
