import Foundation

final class RiskRefreshTask {
    private let provider: RiskProvider

    init(provider: RiskProvider) { self.provider = provider }

    func handle(_ task: BackgroundTaskProtocol) {
        let group = DispatchGroup()
        group.enter()
        provider.requestRisk { _ in
            group.leave()
        }
        task.expirationHandler = { [provider] in provider.cancel() }
        group.notify(queue: .global()) {
            task.setTaskCompleted(success: true)
        }
    }
}
