import Combine
import UIKit

/// Owns app-wide lifecycle reactions.
public final class AppProcessor {
    private let services: ServiceContainer
    private let notificationCenter: NotificationCenter
    private var cancellables = Set<AnyCancellable>()

    public init(services: ServiceContainer, notificationCenter: NotificationCenter = .default) {
        self.services = services
        self.notificationCenter = notificationCenter
    }

    public func start() {
        listenForDidEnterBackground()
        listenForWillResignActive()
    }

    private func listenForDidEnterBackground() {
        notificationCenter.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { [weak self] _ in
                self?.services.backgroundSessionCleanupService.scheduleNextRefresh()
            }
            .store(in: &cancellables)
    }

    private func listenForWillResignActive() {
        notificationCenter.publisher(for: UIApplication.willResignActiveNotification)
            .sink { [weak self] _ in
                self?.services.vaultTimeoutService.lockIfNeeded()
                // Re-arm the cleanup task here too, in case the app is
                // killed before it reaches the background.
                self?.services.backgroundSessionCleanupService.scheduleNextRefresh()
            }
            .store(in: &cancellables)
    }
}
