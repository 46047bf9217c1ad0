import Foundation
import Testing

/// libxml2's `xmllint`, to validate the JUnit evidence writes against docs/schemas/junit.xsd (an XML
/// Schema check Foundation does not do). CI installs it (`.ci/run`: libxml2-utils); elsewhere the
/// tests that need it are skipped, each with one line.
public enum XMLLint {
    public static let executable: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public static let absenceReason = "no xmllint (libxml2-utils; .ci/run installs it)"

    /// nil when `file` is valid against `schema`; else what xmllint said.
    public static func problems(_ file: String, schema: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", schema, file]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : said
    }
}

extension Trait where Self == ConditionTrait {
    public static var requiresXMLLint: Self {
        .enabled(if: XMLLint.executable != nil, Comment(rawValue: XMLLint.absenceReason))
    }
}
