import CallKit
@testable import Callbell

/// Tracks calls by the call UUID the way CallKit does and rejects
/// end requests for calls it does not know.
final class FakeCallController: CallControlling {
    private(set) var requested: [CXTransaction] = []
    private var knownCalls = Set<UUID>()

    func request(_ transaction: CXTransaction, completion: @escaping (Error?) -> Void) {
        requested.append(transaction)
        for action in transaction.actions {
            if let start = action as? CXStartCallAction { knownCalls.insert(start.callUUID) }
            if let end = action as? CXEndCallAction, !knownCalls.contains(end.callUUID) {
                completion(NSError(domain: CXErrorDomainRequestTransaction,
                                   code: CXErrorCodeRequestTransactionError.unknownCallUUID.rawValue))
                return
            }
        }
        completion(nil)
    }
}
