//
//  ContinuedExportAdapter.swift
//  Saltmarsh
//
//  Runs a clip export inside a BGContinuedProcessingTask (iOS 26) so it keeps
//  going when the user leaves the app. The system shows the task's progress
//  in a Live Activity and may expire it (user tapped Stop, or no progress).
//

import BackgroundTasks
import Foundation

protocol ContinuedTaskProtocol: AnyObject {
    var progress: Progress { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

@available(iOS 26.0, *)
extension BGContinuedProcessingTask: ContinuedTaskProtocol {}

protocol ClipExporting: AnyObject {
    /// Writes the export to `partialURL`, calling `progress` with 0...1.
    func export(clip: ClipID, to partialURL: URL, progress: @escaping (Double) -> Void) async throws
    func cancel()
}

final class ContinuedExportAdapter {
    private let exporter: ClipExporting
    private let outputDirectory: URL

    init(exporter: ClipExporting, outputDirectory: URL) {
        self.exporter = exporter
        self.outputDirectory = outputDirectory
    }

    func partialURL(for clip: ClipID) -> URL {
        outputDirectory.appendingPathComponent("\(clip.rawValue).mov.partial")
    }

    func finalURL(for clip: ClipID) -> URL {
        outputDirectory.appendingPathComponent("\(clip.rawValue).mov")
    }

    func run(clip: ClipID, task: ContinuedTaskProtocol) async {
        task.progress.totalUnitCount = 100
        let partial = partialURL(for: clip)

        task.expirationHandler = { [exporter] in
            // Stop writing; the partial file is kept so a retry can resume.
            exporter.cancel()
        }

        do {
            try await exporter.export(clip: clip, to: partial) { fraction in
                task.progress.completedUnitCount = Int64(fraction * 100)
            }
            try FileManager.default.moveItem(at: partial, to: finalURL(for: clip))
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }
}

struct ClipID: RawRepresentable, Hashable {
    let rawValue: String
}
