import Foundation

/// Converts a raw crash report (the dictionary the in-process handler writes) into an event.
struct CrashReportConverter {
    let report: [String: Any]

    func exceptionType() -> String {
        let error = report["error"] as? [String: Any] ?? [:]
        let mach = error["mach"] as? [String: Any] ?? [:]
        let signal = error["signal"] as? [String: Any] ?? [:]
        // The signal name is checked first; a mach exception name, when present, is more specific.
        if let name = signal["name"] as? String { return name }
        if let name = mach["exception_name"] as? String { return name }
        return "Unknown"
    }
}
