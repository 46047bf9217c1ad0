import Foundation

public enum LogSeverity: Int, Comparable {
    case verbose, info, notice, warning, fatal
    public static func < (a: LogSeverity, b: LogSeverity) -> Bool { a.rawValue < b.rawValue }
}

/// Process-wide log settings. LoggingTests changes `minimumSeverity` and does not restore it.
public enum LogManager {
    public static var minimumSeverity: LogSeverity = .verbose
    public static var enabled = true
}

public struct LoggingObserver: OperationObserver {
    let sink: (String) -> Void
    public init(_ sink: @escaping (String) -> Void) { self.sink = sink }

    public func didStart(_ op: WaypostOperation) { log(.verbose, "\(op.name ?? "op"): did start") }
    public func didFinish(_ op: WaypostOperation, errors: [Error]) { log(.info, "\(op.name ?? "op"): did finish") }

    private func log(_ s: LogSeverity, _ m: String) {
        guard LogManager.enabled, s >= LogManager.minimumSeverity else { return }
        sink(m)
    }
}
