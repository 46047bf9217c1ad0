import EvidenceCore
import EvidenceGate
import EvidenceReaders
import EvidenceRun
import Foundation

/// What `gate --archive run.tgz` checks: each app Info.plist the archive holds against the tasks its
/// registration records and its archived sources register — gate's own check, made on the evidence
/// as collect packed it, so a report's next step can be a command that runs on the archive as it is.
package enum ArchivedConfiguration {
    /// One gate input per archived app plist (config/<App>/Info.plist), in path order; an extension's
    /// (`CFBundlePackageType` `XPC!`, collected with its app) permits no task of the app's.
    package static func gateInputs(_ input: TriageInput, archivePath: String, allowsSourcePlist: Bool) throws -> [ConfigurationGate.Input] {
        let apps = input.plists.filter { !$0.isExtension }
        guard !apps.isEmpty else {
            throw EvidenceError(.inputUnavailable, "\(archivePath) holds no app Info.plist: collect the built app (its .app folder, or Build/Products) to gate it.")
        }
        let scan = TaskRegistrationScanner.scan(files: input.sources.files.sorted { $0.key < $1.key }.map { (path: $0.key, data: Data($0.value)) })
        let recorded = input.registrations.map { record in
            RegisteredTask(identifier: record.identifier, kind: record.taskKind, kindReason: "record at \(record.evidence.path):\(record.evidence.line ?? 0)",
                           origin: .record(record.evidence))
        }
        return apps.sorted { $0.path < $1.path }.map { plist in
            ConfigurationGate.Input(plist: plist, tasks: scan.tasks + recorded, unresolved: scan.unresolved, records: input.registrations,
                                    scannedSource: !input.sources.isEmpty, allowsSourcePlist: allowsSourcePlist)
        }
    }
}
