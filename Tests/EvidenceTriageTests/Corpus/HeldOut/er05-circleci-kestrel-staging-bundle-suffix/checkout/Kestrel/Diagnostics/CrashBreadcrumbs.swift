import Foundation

/// Small breadcrumb trail attached to our own crash uploads.
final class CrashBreadcrumbs {
    static let shared = CrashBreadcrumbs()
    private(set) var crumbs: [String] = []

    /// Records where launch started: the outermost symbol of the call stack
    /// above dyld's `start`, e.g. "main" for a normal launch.
    func recordLaunch(callStack: [String] = Thread.callStackSymbols) {
        guard let outermost = callStack.dropLast().last else { return }
        crumbs.append("launch:" + Self.symbolName(outermost))
    }

    /// "12  Kestrel  0x0000000100a3c2f0 main + 84" -> "main"
    static func symbolName(_ frame: String) -> String {
        let parts = frame.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count >= 4 else { return frame }
        return String(parts[3])
    }
}
