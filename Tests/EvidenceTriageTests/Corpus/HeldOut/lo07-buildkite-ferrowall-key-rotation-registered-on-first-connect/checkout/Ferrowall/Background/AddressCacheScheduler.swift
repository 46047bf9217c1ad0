import BackgroundTasks
import Foundation

/// Schedules the API address cache refresh.
final class AddressCacheScheduler {
    private let clock: Clock
    private let cache: AddressCache
    private let submitter: (BGTaskRequest) throws -> Void

    init(clock: Clock = SystemClock(), cache: AddressCache = .shared,
         submitter: @escaping (BGTaskRequest) throws -> Void = { try BGTaskScheduler.shared.submit($0) }) {
        self.clock = clock
        self.cache = cache
        self.submitter = submitter
    }

    /// Called every time the app moves to the background.
    func schedule() throws -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskRegistry.addressCache)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = clock.now.addingTimeInterval(10 * 60)
        try submitter(request)
        return request
    }
}
