import EvidenceCore

/// The command xcodebuild echoes under `Command line invocation:`, indented:
/// `    /Applications/Xcode.app/…/xcodebuild test -scheme App -destination "platform=iOS Simulator,name=iPhone 15"`.
/// Only its `-destination` is kept: Simulator or device decides how several failures read (the
/// Simulator never launches a background task on its own), and it is said nowhere else in the log.
package struct XcodebuildInvocationLine {
    static let header = [UInt8](ascii: "Command line invocation:")
    static let program = [UInt8](ascii: "xcodebuild")
    static let option = [UInt8](ascii: " -destination ")

    /// `platform=iOS Simulator,name=iPhone 15,OS=17.2`, without its quotes.
    let destination: String

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard start > 0, line.firstIndex(of: Self.program, from: start) != nil, let option = line.firstIndex(of: Self.option, from: start) else { return nil }
        var valueStart = option + Self.option.count
        var valueEnd: Int?
        if valueStart < line.count, line[valueStart] == UInt8(ascii: "\"") || line[valueStart] == UInt8(ascii: "'") {
            // Quoted as the shell saw it: up to the same quote.
            valueEnd = line.firstIndex(of: line[valueStart], from: valueStart + 1)
            valueStart += 1
        } else {
            valueEnd = line.firstIndex(of: UInt8(ascii: " "), from: valueStart) ?? line.count
        }
        guard let end = valueEnd, end > valueStart, end - valueStart <= 300 else { return nil }
        destination = line.text(valueStart..<end)
    }

    /// Whether a destination is a Simulator (`platform=iOS Simulator,…`, `…,id=<a Simulator's UUID>` is not told apart).
    package static func isSimulator(_ destination: String) -> Bool {
        destination.contains("Simulator")
    }
}
