import Foundation

/// Shows incoming crew calls. SKB-611 moved the ring screen into Flutter (vessel name, shift context);
/// TODO(SKB-612): report the call to the system as well.
final class CrewCallReporter {
    static let shared = CrewCallReporter()

    func report(_ call: CrewCallPayload, completion: @escaping () -> Void) {
        CrewCallChannel.ring(callID: call.callID, caller: call.callerName, vessel: call.vessel)
        completion()
    }
}
