import CallKit
@testable import Cinderline
import Foundation

/// Records the order in which CallKit and PushKit callbacks happen.
final class EventRecorder {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

final class FakeCallProvider: CallProviding {
    let recorder: EventRecorder
    private(set) var reportedCalls: [UUID] = []
    private(set) var endedCalls: [(UUID, CXCallEndedReason)] = []
    /// CallKit answers asynchronously; the test decides when.
    private var pendingCompletions: [(Error?) -> Void] = []

    init(recorder: EventRecorder) { self.recorder = recorder }

    func reportIncomingCall(uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        reportedCalls.append(uuid)
        pendingCompletions.append { [recorder] error in
            recorder.record("reportCompletion")
            completion(error)
        }
    }

    func endCall(uuid: UUID, reason: CXCallEndedReason) {
        endedCalls.append((uuid, reason))
    }

    func finishPendingReports(error: Error? = nil) {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        completions.forEach { $0(error) }
    }
}
