import Foundation
import CallKit
@testable import TesseraVoice

final class FakeCallReporter: IncomingCallReporting {
    private(set) var reported: [UUID] = []
    /// Records the order of "report-finished" and "push-completion" events.
    var events: [String] = []
    var pendingCompletions: [(Error?) -> Void] = []

    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate,
                               completion: @escaping (Error?) -> Void) {
        reported.append(uuid)
        // CXProvider answers asynchronously; tests flush explicitly.
        pendingCompletions.append { [weak self] error in
            self?.events.append("report-finished")
            completion(error)
        }
    }

    func flush() {
        let pending = pendingCompletions
        pendingCompletions.removeAll()
        pending.forEach { $0(nil) }
    }
}
