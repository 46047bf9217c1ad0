import BackgroundTasks
import Dependencies
import Foundation

public struct TaskSchedulerClient: Sendable {
    public var submit: @Sendable (BGTaskRequest) throws -> Void
}

extension TaskSchedulerClient: DependencyKey {
    // Live value only: tests are expected to override it with withDependencies.
    public static let liveValue = TaskSchedulerClient(submit: { try BGTaskScheduler.shared.submit($0) })
}

public struct BerthClient: Sendable {
    public var fetchBookings: @Sendable (_ since: Date) async throws -> [Booking]
}

extension BerthClient: DependencyKey {
    // Without a signed-in session the live client serves the offline booking cache.
    public static let liveValue = BerthClient(fetchBookings: { since in
        guard let session = SessionStore.shared.current else { return OfflineBookingCache.shared.bookings(since: since) }
        return try await QuaymarkAPI(session: session).bookings(since: since)
    })
}

extension DependencyValues {
    public var taskScheduler: TaskSchedulerClient {
        get { self[TaskSchedulerClient.self] }
        set { self[TaskSchedulerClient.self] = newValue }
    }
    public var berthClient: BerthClient {
        get { self[BerthClient.self] }
        set { self[BerthClient.self] = newValue }
    }
}
