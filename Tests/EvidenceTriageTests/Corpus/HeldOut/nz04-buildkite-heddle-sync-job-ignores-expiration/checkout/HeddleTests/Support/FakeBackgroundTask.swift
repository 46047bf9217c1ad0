import Foundation
@testable import Heddle

final class FakeBackgroundTask: BackgroundTaskHandle {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    private var continuation: CheckedContinuation<Void, Never>?

    init(identifier: String) { self.identifier = identifier }

    /// Mirrors the system calling the expiration handler before time runs out.
    func expire() {
        NSLog("[FakeBGTask] expire %@ (handler set: %@)", identifier, expirationHandler == nil ? "NO" : "YES")
        expirationHandler?()
    }

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        continuation?.resume()
        continuation = nil
    }

    func waitForCompletion(timeout: Duration = .seconds(5)) async {
        if completedSuccess != nil { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await withCheckedContinuation { self.continuation = $0 } }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
    }
}
