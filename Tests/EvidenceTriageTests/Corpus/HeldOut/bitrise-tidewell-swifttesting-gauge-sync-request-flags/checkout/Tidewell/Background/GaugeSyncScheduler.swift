import BackgroundTasks
import Foundation

struct GaugeSyncScheduler {
    static let identifier = "com.tidewell.alerts.gauge-sync"
    let clock: Clock

    func makeRequest() -> BGTaskRequest {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = clock.now.addingTimeInterval(15 * 60)
        // Copied from the old BackgroundFetch wrapper's defaults.
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        return request
    }

    func submit() throws {
        try BGTaskScheduler.shared.submit(makeRequest())
    }
}
