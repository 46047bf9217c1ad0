import EvidenceCore
import Foundation

/// One entry of a `log show --style ndjson|json` export, read from the fields the unified log writes
/// for each entry. The field names and their forms are `log`'s own, as public dumps of whole entries
/// show them (https://eclecticlight.co/2022/08/26/unified-log-structure-and-available-data/ and
/// https://eclecticlight.co/2019/06/25/which-log-fields-should-be-accessible-in-consolation/ list
/// them; tools that read exports quote whole records):
///
///     {"traceID":3105639345815556,"eventMessage":"…","eventType":"logEvent","source":null,
///      "formatString":"%{public}s…","activityIdentifier":0,"subsystem":"com.apple.mdns",
///      "category":"resolver","threadID":100942,…,"processImagePath":"\/usr\/sbin\/mDNSResponder",
///      "timestamp":"2021-02-05 11:43:22.859569-0800","senderImagePath":"\/usr\/sbin\/mDNSResponder",
///      "machTimestamp":10854631418804,"messageType":"Default",…,"processID":231,…,"timezoneName":""}
///
/// The scheduler's decisions come from `dasd` (`processImagePath` `/usr/libexec/dasd`, subsystem
/// `com.apple.duetactivityscheduler`, category `scoring`), e.g. `'bgProcessing-<task>:B146A8'
/// CurrentScore: 0.839581, ThresholdScore: 0.909811 DecisionToRun:0` (a Console copy in
/// https://github.com/cocoa-mhlw/cocoa/pull/644); the framework's lines from the app's own process
/// under subsystem `com.apple.BackgroundTasks`, category `Framework` (`os_log_create` in
/// `BGTaskScheduler`), e.g. `Simulating launch for task with identifier <task>`.
struct UnifiedLogEntry {
    var timestamp: String
    /// The process's name: the last component of `processImagePath` (`dasd`, the app's executable).
    var process: String
    var processID: Int?
    var subsystem: String
    var category: String
    /// `Default`, `Info`, `Debug`, `Error` or `Fault`; absent for activity records.
    var messageType: String?
    var eventMessage: String

    /// An entry from one object's bytes; nil when they are not JSON (`isMalformed`) or the object is
    /// no log entry (the ndjson footer `{"count":N,"finished":1}`, a record without `eventMessage`).
    init?(json bytes: UnsafeRawBufferPointer, isMalformed: inout Bool) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            isMalformed = true
            return nil
        }
        guard let message = object["eventMessage"] as? String else { return nil }
        eventMessage = message
        timestamp = object["timestamp"] as? String ?? ""
        let path = object["processImagePath"] as? String ?? ""
        process = path.split(separator: "/").last.map(String.init) ?? (object["process"] as? String ?? "")
        processID = (object["processID"] as? NSNumber)?.intValue
        subsystem = object["subsystem"] as? String ?? ""
        category = object["category"] as? String ?? ""
        messageType = object["messageType"] as? String
    }

    /// The entry as one console line, as `log show --style syslog` prints it less the host and the
    /// subsystem: `<timestamp> <process>[<pid>]: [<category>] <eventMessage>` — the category as Xcode's
    /// console shows it (`[CoreBluetooth] XPC connection invalid`), so a line reads the same from an
    /// export and from a console copy — a message's line breaks (dasd's scoring dumps) folded into
    /// spaces. What triage's signals read.
    var line: String {
        let pid = processID.map { "[\($0)]" } ?? ""
        let message = eventMessage.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        let shown = category.isEmpty || message.hasPrefix("[") ? "" : "[\(category)] "
        return "\(timestamp) \(process)\(pid): \(shown)\(message)"
    }
}
