import EvidenceCore

/// The command xcodebuild echoes under `Command line invocation:`, indented:
/// `    /Applications/Xcode.app/…/xcodebuild test -scheme App -destination "platform=iOS Simulator,name=iPhone 15"`.
/// Only its first `-destination` is kept, and whether the command runs tests: Simulator or device
/// decides how several failures read (the Simulator never launches a background task on its own),
/// and it is said nowhere else in the log.
package struct XcodebuildInvocationLine {
    static let header = [UInt8](ascii: "Command line invocation:")
    static let program = [UInt8](ascii: "xcodebuild")
    static let option = [UInt8](ascii: " -destination ")
    static let echoedProgram = [UInt8](ascii: "xcodebuild ")
    static let pipefail = [UInt8](ascii: "set -o pipefail")
    /// The actions that run tests (`build-for-testing` only builds them).
    static let testActions = [[UInt8](ascii: " test "), [UInt8](ascii: " test-without-building")]

    /// `platform=iOS Simulator,name=iPhone 15,OS=17.2`, without its quotes or escapes.
    let destination: String
    let runsTests: Bool
    /// The build the command tests and what it ran with: its destination's platform, its configuration,
    /// and its test plan's configuration, language and region where the command names them
    /// (`iOS Simulator Debug`, `macOS Release Fernhill-CI/German`); the platform is the whole
    /// destination when it names none (a device's id), the configuration `default` when none is given.
    let build: String

    static let configurationOption = [UInt8](ascii: " -configuration ")
    static let testPlanOption = [UInt8](ascii: " -testPlan ")
    static let onlyTestConfigurationOption = [UInt8](ascii: " -only-test-configuration ")
    static let testLanguageOption = [UInt8](ascii: " -testLanguage ")
    static let testRegionOption = [UInt8](ascii: " -testRegion ")
    /// A build's name ends with it when the command ran its test plan's every configuration.
    package static let everyConfiguration = "*"

    /// The option quoted with its value as one word (`"-destination platform=macOS,variant=Mac Catalyst"`),
    /// as a CI task that quotes each argument echoes it.
    static let quotedOption = [UInt8](ascii: " \"-destination ")

    /// The command a CI step echoes before it runs it (`xcodebuild test -scheme App -destination '…' \`, `+ set -o
    /// pipefail && xcodebuild …`, fastlane's `$ xcodebuild …`), at the line's start: read as xcodebuild's own echo is.
    /// Only a line whose first word is a shell's trace or prompt (`+`, `$`), `set`, or `xcodebuild` itself — not a line
    /// that merely mentions it — and only when it names a destination.
    init?(echoed line: LogLine) {
        var start = line.skippingBlanks(from: 0)
        guard start < line.count, line[start] == UInt8(ascii: "x") || line[start] == UInt8(ascii: "+") || line[start] == UInt8(ascii: "$")
                || line[start] == UInt8(ascii: "s") else { return nil }
        if line[start] == UInt8(ascii: "+") || line[start] == UInt8(ascii: "$") { start = line.skippingBlanks(from: start + 1) }
        let begins = { (word: [UInt8]) in start + word.count <= line.count && word.indices.allSatisfy { line[start + $0] == word[$0] } }
        guard begins(Self.echoedProgram) || begins(Self.pipefail), line.firstIndex(of: Self.option, from: start) != nil else { return nil }
        self.init(line, from: start)
    }

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard start > 0 else { return nil }
        self.init(line, from: start)
    }

    private init?(_ line: LogLine, from start: Int) {
        guard let program = line.firstIndex(of: Self.program, from: start) else { return nil }
        let found: String?
        if let option = line.firstIndex(of: Self.option, from: program) {
            found = Self.argument(line, from: option + Self.option.count)
        } else if let option = line.firstIndex(of: Self.quotedOption, from: program),
                  let end = line.firstIndex(of: UInt8(ascii: "\""), from: option + Self.quotedOption.count) {
            found = line.text(option + Self.quotedOption.count..<end)
        } else {
            return nil
        }
        guard let destination = found, !destination.isEmpty, destination.utf8.count <= 300 else { return nil }
        self.destination = destination
        func value(_ option: [UInt8]) -> String? {
            line.firstIndex(of: option, from: program).flatMap { Self.argument(line, from: $0 + option.count) }
        }
        // A test plan's configuration sets the language, region, environment and arguments the build
        // runs with: part of what ran. A plan run whole may run several, which the log does not tell apart.
        let plan = value(Self.testPlanOption).map { plan in value(Self.onlyTestConfigurationOption).map { "\(plan)/\($0)" } ?? "\(plan)/\(Self.everyConfiguration)" }
        let settings = [plan, value(Self.testLanguageOption), value(Self.testRegionOption)].compactMap { $0 }
        build = ([Self.build(destination: destination, configuration: value(Self.configurationOption))] + settings).joined(separator: " ")
        runsTests = Self.testActions.contains { line.firstIndex(of: $0, from: program) != nil } || line.hasSuffix([UInt8](ascii: " test"))
    }

    /// One shell word from `start`: quoted up to the same quote (nil when it never closes), else up
    /// to an unescaped blank, `\ ` standing for a space.
    static func argument(_ line: LogLine, from start: Int) -> String? {
        guard start < line.count else { return nil }
        let quote = line[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let end = line.firstIndex(of: quote, from: start + 1) else { return nil }
            return line.text(start + 1..<end)
        }
        var bytes: [UInt8] = []
        var index = start
        while index < line.count, line[index] != 0x20, line[index] != 0x09 {
            if line[index] == UInt8(ascii: "\\"), index + 1 < line.count { index += 1 }
            bytes.append(line[index])
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A build's name: its destination's platform (the whole destination when it names none) and its
    /// configuration (`default` when the command gives none).
    package static func build(destination: String, configuration: String?) -> String {
        "\(platform(of: destination) ?? destination) \(configuration ?? "default")"
    }

    /// The value of a destination's `platform=` key (`iOS Simulator`, `macOS`), nil when it has none.
    package static func platform(of destination: String) -> String? {
        destination.split(separator: ",").lazy.compactMap { pair -> String? in
            let trimmed = pair.drop { $0 == " " }
            return trimmed.hasPrefix("platform=") ? String(trimmed.dropFirst("platform=".count)) : nil
        }.first
    }

    /// Whether a destination is a Simulator (`platform=iOS Simulator,…`; one named only by a
    /// Simulator's UUID is not told apart).
    package static func isSimulator(_ destination: String) -> Bool {
        destination.contains("Simulator")
    }
}
