import BackgroundTasks
import Combine
import Foundation

/// BGAppRefreshTask handler: re-evaluates certificate validity and reschedules expiry notifications.
final class CertificateRefreshTask {
    static let identifier = "org.lumencerts.app.validity-refresh"

    private let service: CertificateValidityServicing
    private var subscriptions = Set<AnyCancellable>()

    init(service: CertificateValidityServicing) {
        self.service = service
    }

    func handle(_ task: BackgroundTaskProtocol) {
        task.expirationHandler = { [weak self] in
            self?.service.cancelPendingUpdates()
            // completion is reported from the sink below
        }

        service.validityStatesUpdated
            .first()
            .sink { [weak self] _ in
                self?.service.rescheduleNotifications()
                task.setTaskCompleted(success: true)
            }
            .store(in: &subscriptions)

        service.updateValidityStates()
    }
}

/// Wraps BGTask so unit tests can hand in a fake.
protocol BackgroundTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: BackgroundTaskProtocol {}
