import BackgroundTasks
import Combine
import CombineSchedulers
import Foundation

final class RefreshCoordinator {
    static let identifier = "com.harborlight.news.refresh"

    private let taskScheduler: TaskScheduling
    private let syncer: HeadlineSyncing
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let clock: () -> Date
    private var inFlight: AnyCancellable?

    init(taskScheduler: TaskScheduling = LiveTaskScheduler.shared,
         syncer: HeadlineSyncing = HeadlineSyncer.shared,
         scheduler: AnySchedulerOf<DispatchQueue> = .main,
         clock: @escaping () -> Date = Date.init) {
        self.taskScheduler = taskScheduler
        self.syncer = syncer
        self.scheduler = scheduler
        self.clock = clock
    }

    func handleRefresh(_ task: RefreshTaskType) {
        inFlight = syncer.sync()
            .receive(on: RunLoop.main)          // ignores the injected `scheduler`
            .handleEvents(receiveSubscription: { [weak self] _ in
                // Expiration is wired only once the subscription hop has happened.
                task.expirationHandler = { self?.inFlight?.cancel(); self?.syncer.cancel() }
            })
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure = completion { task.setTaskCompleted(success: false) }
                self?.scheduleNext()
            }, receiveValue: { _ in
                task.setTaskCompleted(success: true)
            })
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = clock().addingTimeInterval(20 * 60)
        do { try taskScheduler.submit(request) } catch {
            print("[Refresh] submit failed: \(error)")
        }
    }
}
