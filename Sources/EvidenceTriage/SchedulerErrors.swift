import EvidenceCore
import EvidenceReaders

/// BGTaskScheduler error codes as they appear in records and messages.
enum SchedulerErrors {
    /// Refused for the system's conditions, not the app's configuration: unavailable (1), or a
    /// continued-processing request that could not begin right away (4, immediateRunIneligible).
    static func isUnavailable(_ text: String?) -> Bool {
        guard let text else { return false }
        return [":1", ":4", "Code=1", "Code=4"].contains(where: text.hasSuffix) || text.includes("Code=1 ") || text.includes("Code=4 ")
            || text.includes("unavailable") || text.includes("immediateRunIneligible")
    }

    static func isTooManyRequests(_ text: String?) -> Bool {
        guard let text else { return false }
        // `Code=2` and no more digits: Code=20…29 and 260 are other errors.
        return text.hasSuffix(":2") || text.includes("Code=2 ") || text.hasSuffix("Code=2") || text.includes("tooManyPendingTaskRequests")
    }
}
