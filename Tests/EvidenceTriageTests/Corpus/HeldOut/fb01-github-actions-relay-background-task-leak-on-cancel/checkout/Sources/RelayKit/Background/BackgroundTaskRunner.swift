import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Abstraction over UIApplication's background-task assertion API so tests can fake it.
public protocol BackgroundTaskApplication: Sendable {
    @MainActor func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    @MainActor func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

/// Holds one "don't suspend me" assertion for the lifetime of a unit of work.
final class BackgroundTaskAssertion: @unchecked Sendable {
    private let application: BackgroundTaskApplication
    private var identifier: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication) {
        self.application = application
    }

    @MainActor
    func begin(name: String, onExpire: @escaping @Sendable () -> Void) {
        identifier = application.beginBackgroundTask(withName: name) { [weak self] in
            onExpire()
            self?.end()
        }
    }

    @MainActor
    func end() {
        guard identifier != .invalid else { return }
        application.endBackgroundTask(identifier)
        identifier = .invalid
    }
}

/// Runs geofence / push delivery work while holding a background-task assertion.
public struct UIKitBackgroundTaskRunner: Sendable {
    private let name: String
    private let application: BackgroundTaskApplication

    public init(name: String, application: BackgroundTaskApplication) {
        self.name = name
        self.application = application
    }

    public func withBackgroundTime(_ work: @Sendable () async throws -> Void) async rethrows {
        let assertion = BackgroundTaskAssertion(application: application)
        let worker = Task.currentCancellationHandle
        await assertion.begin(name: name) { worker.cancel() }
        try await work()
        await assertion.end()
    }
}

extension Task where Success == Never, Failure == Never {
    /// Lets the expiration handler cancel the task that is running the work.
    static var currentCancellationHandle: CancellationHandle { CancellationHandle() }
}

public final class CancellationHandle: @unchecked Sendable {
    private var onCancel: (() -> Void)?
    func cancel() { onCancel?() }
}
