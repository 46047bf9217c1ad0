import BackgroundTasks
import Foundation
@testable import Fieldnote

/// Stands in for BGProcessingTask: no system scheduler is involved in these tests.
final class FakeProcessingTask: ProcessingTaskProtocol {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    private var continuation: CheckedContinuation<Void, Never>?

    init(identifier: String) { self.identifier = identifier }

    func simulateExpiration() { expirationHandler?() }

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        continuation?.resume(); continuation = nil
    }

    func waitForCompletion() async {
        if completedSuccess != nil { return }
        await withCheckedContinuation { continuation = $0 }
    }
}

final class RecordingScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}
