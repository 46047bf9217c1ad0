import Combine
import Foundation
import os

protocol Synchronizer: AnyObject {
    var isRunning: Bool { get }
    func start() throws
    func stop()
}

/// Keeps the light-client synchronizer in step with the app's lifecycle.
final class SynchronizerLifecycle {
    private let synchronizer: Synchronizer
    private var cancellables = Set<AnyCancellable>()
    private let log = Logger(subsystem: "app.alder.wallet", category: "AlderSync")
    private(set) var stoppedForBackground = false

    init(synchronizer: Synchronizer, notifications: NotificationCenter = .default) {
        self.synchronizer = synchronizer
        notifications.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { [weak self] _ in self?.applicationDidEnterBackground() }
            .store(in: &cancellables)
        notifications.publisher(for: UIApplication.willEnterForegroundNotification)
            .sink { [weak self] _ in self?.applicationWillEnterForeground() }
            .store(in: &cancellables)
    }

    func applicationDidEnterBackground() {
        // Keep syncing: iOS gives us a few seconds and the processing task
        // picks up the rest.
        log.info("did enter background; synchronizer running=\(self.synchronizer.isRunning)")
    }

    func applicationWillEnterForeground() {
        guard stoppedForBackground else { return }
        do {
            try synchronizer.start()
            stoppedForBackground = false
        } catch {
            print("[AlderSync] synchronizer error after returning to foreground: \(error)")
        }
    }
}
