import EvidenceCore
import EvidenceReaders

/// BGTaskScheduler error codes as they appear in records and messages.
enum SchedulerErrors {
    /// Refused for the system's conditions, not the app's configuration: the codes the catalog's
    /// `unavailable` signal reads so — unavailable (1), and a continued-processing request that could
    /// not begin right away (4, immediateRunIneligible).
    static func isUnavailable(_ text: String?) -> Bool {
        guard let text else { return false }
        return SignalCatalog.signal(.unavailable).codes.contains { says($0, in: text) }
            || text.includes("unavailable") || text.includes("immediateRunIneligible")
    }

    static func isTooManyRequests(_ text: String?) -> Bool {
        guard let text else { return false }
        return says(.tooManyPendingTaskRequests, in: text) || text.includes("tooManyPendingTaskRequests")
    }

    /// `BGTaskSchedulerErrorDomain:2` (our records) or `Code=2` with no more digits: Code=20…29 and 260
    /// are other errors.
    private static func says(_ code: SchedulerErrorCode, in text: String) -> Bool {
        text.hasSuffix(":\(code.rawValue)") || text.hasSuffix("Code=\(code.rawValue)") || text.includes("Code=\(code.rawValue) ")
    }
}
