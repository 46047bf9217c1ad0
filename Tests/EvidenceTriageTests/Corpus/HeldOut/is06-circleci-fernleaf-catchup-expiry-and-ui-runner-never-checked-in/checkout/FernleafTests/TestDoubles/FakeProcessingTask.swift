@testable import Fernleaf

/// Stands in for BGProcessingTask: the test starts the handler and fires expiration itself.
final class FakeProcessingTask: ProcessingTaskHandle {
    var expirationHandler: (() -> Void)?
    var onComplete: ((Bool) -> Void)?
    private(set) var completedWith: Bool?

    func setTaskCompleted(success: Bool) {
        completedWith = success
        onComplete?(success)
    }

    func expire() { expirationHandler?() }
}

/// Plays the app going to the background and being suspended.
final class FakeAppLifecycle: AppLifecycle {
    private var observers: [(AppLifecycleEvent) -> Void] = []
    func observe(_ handler: @escaping (AppLifecycleEvent) -> Void) { observers.append(handler) }
    func send(_ event: AppLifecycleEvent) { observers.forEach { $0(event) } }
}
