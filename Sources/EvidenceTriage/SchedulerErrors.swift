import EvidenceCore
import EvidenceReaders

/// BGTaskScheduler error codes as they appear in records and messages.
enum SchedulerErrors {
    static func isUnavailable(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.hasSuffix(":1") || text.includes("Code=1 ") || text.hasSuffix("Code=1") || text.includes("unavailable")
    }

    static func isTooManyRequests(_ text: String?) -> Bool {
        guard let text else { return false }
        // `Code=2` and no more digits: Code=20…29 and 260 are other errors.
        return text.hasSuffix(":2") || text.includes("Code=2 ") || text.hasSuffix("Code=2") || text.includes("tooManyPendingTaskRequests")
    }
}
