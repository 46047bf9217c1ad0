import Foundation

struct OfflineReportQueue {
    var reports: [String]

    /// Sends queued reports in order and stops at the first failure so nothing is reordered.
    mutating func drain(send: (String) -> Bool) -> Int {
        var sent = 0
        reports = reports.filter { report in
            if send(report) { sent += 1; return false }
            return true
        }
        return sent
    }
}
