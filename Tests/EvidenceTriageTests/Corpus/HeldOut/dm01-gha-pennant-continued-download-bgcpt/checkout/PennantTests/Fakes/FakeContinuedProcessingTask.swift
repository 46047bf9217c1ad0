import Foundation
@testable import Pennant

final class FakeContinuedProcessingTask: ContinuedProcessingTaskProtocol {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []

    init(identifier: String) { self.identifier = identifier }

    func setTaskCompleted(success: Bool) { completions.append(success) }

    func simulateExpiration() { expirationHandler?() }
}

final class RecordingContinuedScheduler: ContinuedTaskScheduling {
    private(set) var submitted: [String] = []
    func submit(identifier: String, title: String, subtitle: String) throws {
        submitted.append(identifier)
    }
}
