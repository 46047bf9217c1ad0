import Foundation
import Testing

/// Headless Chromium, for what only a browser can say about the HTML report: that its script runs
/// (the category filter), that it lays out into a picture. CI installs it (`.ci/run`); elsewhere the
/// tests that need it are skipped, each with one line (`scripts/test.sh` counts them).
public enum Chromium {
    /// The first of the usual names on PATH.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "headless_shell"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    public static let absenceReason = "no headless Chromium (chromium is not on PATH; .ci/run installs it: apt-get install chromium)"

    /// The page's DOM after its scripts ran, `url` being a `file://` URL with an optional fragment.
    public static func dumpDOM(_ url: String) throws -> String {
        try run(["--dump-dom", url]).output
    }

    /// A PNG of the page at `width`×`height` CSS pixels, written to `png`.
    public static func screenshot(_ url: String, to png: String, width: Int, height: Int) throws {
        _ = try run(["--hide-scrollbars", "--screenshot=\(png)", "--window-size=\(width),\(height)", url])
    }

    static func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? "/usr/bin/chromium")
        // No sandbox: CI runs as root, where Chromium's sandbox refuses to start. Its own profile
        // folder, so runs never share state.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("evidence-chromium-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test that needs headless Chromium when it is not installed.
    public static var requiresChromium: Self {
        .enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.absenceReason))
    }
}
