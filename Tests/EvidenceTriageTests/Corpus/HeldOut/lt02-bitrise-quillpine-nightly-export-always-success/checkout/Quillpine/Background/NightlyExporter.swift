import Foundation

final class NightlyExporter {
    static let shared = NightlyExporter(writer: FileExportWriter(), store: SleepStore.shared, recorder: .shared)
    private let writer: ExportWriting
    private let store: SleepStore
    private let recorder: BackgroundRecordWriter

    init(writer: ExportWriting, store: SleepStore, recorder: BackgroundRecordWriter) {
        self.writer = writer
        self.store = store
        self.recorder = recorder
    }

    /// Writes last night's CSV unless it was already written today.
    func catchUpIfDue(today: Date = .now) {
        guard store.nightlyExportEnabled, store.lastExportDay != today.dayKey else { return }
        do {
            let csv = SleepCSVEncoder.encode(store.lastNight())
            try writer.write(csv, named: "quillpine-\(today.dayKey).csv")
            store.lastExportDay = today.dayKey
            recorder.write(NightlyExportTask.identifier, .processing, .execution, .succeeded)
        } catch {
            NSLog("[export] nightly export failed: %@", String(describing: error))
            recorder.write(NightlyExportTask.identifier, .processing, .execution, .failed, error: error)
        }
    }
}
