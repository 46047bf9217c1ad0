import BackgroundTasks
import Combine
import Foundation

protocol AppRefreshTaskHandle: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: AppRefreshTaskHandle {}

/// Checks the user out of venues whose opening hours have ended (net.waypost.app.auto-checkout).
final class AutoCheckoutRefresh {
    static let identifier = "net.waypost.app.auto-checkout"
    let service: AutoCheckoutService

    init(service: AutoCheckoutService) { self.service = service }

    func schedule(at date: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = date
        try BGTaskScheduler.shared.submit(request)
        TaskEvidence.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }

    func handle(_ task: AppRefreshTaskHandle) {
        TaskEvidence.shared.record(task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        let checkedOut = service.runCheckout(now: Date())
        TaskEvidence.shared.record(task.identifier, kind: .appRefresh, phase: .execution, outcome: .succeeded)
        task.setTaskCompleted(success: checkedOut >= 0)
    }
}

final class AutoCheckoutService {
    /// Emits whenever check-ins change; the check-ins screen renders from it.
    let checkins = CurrentValueSubject<[Checkin], Never>([])
    private let store: CheckinStore

    init(store: CheckinStore) { self.store = store }

    @discardableResult
    func runCheckout(now: Date) -> Int {
        let ended = store.active().filter { $0.venue.closes <= now }
        ended.forEach { store.checkOut($0, at: now) }
        checkins.send(store.all())
        return ended.count
    }
}
